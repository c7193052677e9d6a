"""Aider with a reasoning model whose chat template opens the <think> block (DeepSeek-R1's
distills): the reply holds only the closing ``</think>`` (issue 35's unseen round 12: the
model's reasoning, "Okay, so the user is asking ...", was quoted as the session's outcome)."""

from __future__ import annotations

from lc_memory.ingest.base import read_transcripts
from lc_memory.write.extract import extract_offline

HISTORY = """
# aider chat started at 2026-08-10 12:26:22

> aider --model openai/deepseek-ai/DeepSeek-R1-Distill-Qwen-7B  
> Aider v0.86.2  

#### whats the model used here?  

Okay, so the user is asking about the model used here. First, I look at the files they provided.

I should explain this to the user.
</think>

The embeddings come from Jina AI through the `JinaEmbedder` class in `embedder.py`.

> Tokens: 2.4k sent, 300 received.  
"""


def test_all_before_a_lone_closing_think_tag_is_reasoning(tmp_path):
    path = tmp_path / ".aider.chat.history.md"
    path.write_text(HISTORY, encoding="utf-8")
    (t,) = read_transcripts(path)
    replies = [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"]
    assert replies == ["The embeddings come from Jina AI through the `JinaEmbedder` class in `embedder.py`."]
    assert extract_offline(t.meta, t.messages).outcome.startswith("The embeddings come from Jina AI")
    # A reply that opens its own block keeps what follows it.
    path.write_text(HISTORY.replace("Okay, so the user", "<think>Okay, so the user"), encoding="utf-8")
    (t,) = read_transcripts(path)
    assert [m["content"] for m in t.messages if m["role"] == "assistant" and m["kind"] == "text"] == replies


ARCHITECT = """
# aider chat started at 2026-08-10 13:01:35

> aider --architect --model openai/deepseek-ai/DeepSeek-R1-Distill-Qwen-7B --editor-model qwen2.5-coder:14b-instruct  

#### understand the existing code base and let me know the architecture  

Okay, so the user wants the architecture. The code base has an ingestion pipeline and a graph builder module.
</think>

The pipeline parses the PDFs, embeds the chunks and builds a graph from the shared document ids.

#### Okay, so the user wants the architecture. The code base has an ingestion pipeline and a graph builder module.  
#### </think>  
####   
#### The pipeline parses the PDFs, embeds the chunks and builds a graph from the shared document ids.  

> litellm.NotFoundError: NotFoundError: OpenAIException - Error code: 404 - Unknown model 'qwen2.5-coder:14b-instruct'  
"""


def test_the_architect_s_words_sent_on_are_no_ones_and_the_editor_s_error_is_said(tmp_path):
    """Architect mode sends the architect's reply, reasoning and all, to the editor model as
    "####" lines: not the person's words, and the editor's provider error after them is the
    session's last word."""
    path = tmp_path / ".aider.chat.history.md"
    path.write_text(ARCHITECT, encoding="utf-8")
    (t,) = read_transcripts(path)
    assert [m["content"] for m in t.messages if m.get("typed")] == [
        "understand the existing code base and let me know the architecture"]
    assert t.messages[-1]["role"] == "assistant" and t.messages[-1]["content"].startswith("API Error: litellm.NotFoundError")
    assert "stopped on an API or usage-limit error" in extract_offline(t.meta, t.messages).outcome
