"""The canned queries of a memory.db, served by the plugin's ``canned_queries`` hook.

Defined here once: every database lc-memory built gets them, whatever its file name, so a
plain ``datasette memory.db`` shows them (``metadata.yml`` does not repeat them).
"""

from __future__ import annotations

QUERIES: dict[str, dict[str, str]] = {
    "facts_by_state": {
        "title": "Facts by state",
        "description": (
            "How many facts and notes are in each state, and how many of them the digest carries."
        ),
        "sql": """\
select
  state,
  count(*) as facts,
  sum(origin = 'person') as notes,
  sum(in_digest) as in_digest,
  sum(decayed) as decayed
from facts
group by state
order by case state
  when 'confirmed' then 1 when 'observed' then 2 when 'inferred' then 3
  when 'superseded' then 4 when 'unconfirmed-instruction' then 5
  when 'unconfirmed' then 6 else 7 end
""",
    },
    "facts_in_state": {
        "title": "Facts in a state",
        "description": (
            "Every fact in one state (leave it empty for all), newest first, with where it came from."
        ),
        "sql": """\
select id, state, text, source_session, learned_at, age_days, in_digest, sessions
from facts
where :state = '' or state = :state
order by learned_at desc, id
""",
    },
    "fact_provenance": {
        "title": "Where a fact came from",
        "description": (
            "Says who, and when: a fact, every record about it in facts.jsonl, the session each came from, and the message that says it."
        ),
        "sql": """\
select
  f.id as fact,
  f.state,
  f.text,
  o.id as record,
  o.op,
  o.at,
  o.session_id as session,
  s.title as session_title,
  s.status as session_status,
  m.id as message,
  m.role,
  m.content as message_text
from facts f
join observations o on o.fact_id = f.id
left join sessions s on s.id = o.session_id
left join messages m on m.session_id = o.session_id
  and o.op = 'observe'
  and instr(lower(m.content), lower(rtrim(o.text, '.'))) > 0
where f.id = :fact
order by o.id, m.turn
""",
    },
    "out_of_digest": {
        "title": "What decayed out of the digest",
        "description": (
            "Facts on disk that MEMORY.md does not carry, and why. Recall still finds every one of them (all but not-true)."
        ),
        "sql": """\
select
  id,
  state,
  case
    when state = 'superseded' then 'superseded by ' || superseded_by
    when state = 'unconfirmed-instruction' then 'withheld: reads as an order'
    when state = 'unconfirmed' then 'a note not credited to the person'
    when decayed then 'decayed: not seen since ' || substr(last_seen, 1, 10)
    else 'cut by the digest cap'
  end as why,
  text,
  source_session,
  learned_at,
  last_seen
from facts
where in_digest = 0 and state != 'not-true'
order by learned_at desc, id
""",
    },
    "withheld_instructions": {
        "title": "Withheld instructions",
        "description": (
            "Facts that read as an order (a repository may have planted them). They never promote themselves; Confirm makes one active."
        ),
        "sql": """\
select id, text, instruction as why, source_session, learned_at, sessions
from facts
where state = 'unconfirmed-instruction'
order by learned_at desc, id
""",
    },
    "superseded_chains": {
        "title": "Superseded chains",
        "description": (
            "Each chain of replaced facts, from the oldest to what stands now."
        ),
        "sql": """\
with recursive chain(start, step, id) as (
  select id, 0, id from facts
  where superseded_by is not null
    and id not in (select superseded_by from facts where superseded_by is not null)
  union all
  select chain.start, chain.step + 1, prev.superseded_by
  from chain join facts prev on prev.id = chain.id
  where prev.superseded_by is not null and chain.step < 50
)
select chain.start as chain, chain.step, f.id, f.state, f.text, f.source_session, f.learned_at
from chain join facts f on f.id = chain.id
order by chain.start, chain.step
""",
    },
    "sessions_that_contributed_nothing": {
        "title": "Sessions that contributed nothing",
        "description": (
            "Sessions (trash aside) that no fact or note came from, sealed or not."
        ),
        "sql": """\
select
  s.id, s.title, s.status, s.sealed, s.forgotten, s.messages, s.last_activity,
  (select count(*) from journal j where j.session_id = s.id) as journal_entries
from sessions s
where s.status != 'trash'
  and not exists (
    select 1 from observations o where o.session_id = s.id and o.op = 'observe'
  )
order by s.last_activity desc, s.id
""",
    },
    "notes_from_the_person": {
        "title": "Notes from the person",
        "description": (
            "What the person asked to be remembered, with their own words; an uncredited note waits for one Confirm."
        ),
        "sql": """\
select id, state, text, said, credited, confirmed_by, source_session, learned_at, age_days, in_digest
from notes
order by learned_at desc, id
""",
    },
}
