"""The canned queries of a memory.db, served by the plugin's ``canned_queries`` hook.

Defined here once: every database lc-memory built gets them, whatever its file name, so a
plain ``datasette memory.db`` shows them (``metadata.yml`` does not repeat them). Each takes
an optional ``:project`` (empty: every project); joins stay within a project, since two
projects can hold the same fact or session id.
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
from facts f
where (:project = '' or f.project = :project)
group by state
order by case state
  when 'confirmed' then 1 when 'observed' then 2 when 'inferred' then 3
  when 'superseded' then 4 when 'unconfirmed-instruction' then 5
  when 'unconfirmed' then 6 when 'teammate-waiting' then 7 else 8 end
""",
    },
    "facts_in_state": {
        "title": "Facts in a state",
        "description": (
            "Every fact in one state (leave it empty for all), newest first, with where it came from."
        ),
        "sql": """\
select project, id, state, text, source_session, learned_at, age_days, in_digest, sessions
from facts
where (:state = '' or state = :state) and (:project = '' or project = :project)
order by learned_at desc, project, id
""",
    },
    "fact_provenance": {
        "title": "Where a fact came from",
        "description": (
            "Says who, and when: a fact, every record about it in facts.jsonl, the session each came from, and the message that says it."
        ),
        "sql": """\
select
  f.project,
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
join observations o on o.project = f.project and o.fact_id = f.id
left join sessions s on s.project = o.project and s.id = o.session_id
left join messages m on m.project = o.project and m.session_id = o.session_id
  and o.op = 'observe'
  and instr(lower(m.content), lower(rtrim(o.text, '.'))) > 0
where f.id = :fact and (:project = '' or f.project = :project)
order by f.project, o.id, m.turn
""",
    },
    "out_of_digest": {
        "title": "What decayed out of the digest",
        "description": (
            "Facts on disk that MEMORY.md does not carry, and why. Recall still finds every one of them (all but not-true)."
        ),
        "sql": """\
select
  project,
  id,
  state,
  case
    when state = 'superseded' then 'superseded by ' || superseded_by
    when state = 'unconfirmed-instruction' then 'withheld: reads as an order'
    when state = 'unconfirmed' then 'a note not credited to the person'
    when state = 'teammate-waiting' then 'a teammate''s, through git: waits for lc-memory team accept'
    when decayed then 'decayed: not seen since ' || substr(last_seen, 1, 10)
    else 'cut by the digest cap'
  end as why,
  text,
  source_session,
  learned_at,
  last_seen
from facts
where in_digest = 0 and state != 'not-true' and (:project = '' or project = :project)
order by learned_at desc, project, id
""",
    },
    "withheld_instructions": {
        "title": "Withheld instructions",
        "description": (
            "Facts that read as an order (a repository may have planted them). They never promote themselves; Confirm makes one active."
        ),
        "sql": """\
select project, id, text, instruction as why, source_session, learned_at, sessions
from facts
where state = 'unconfirmed-instruction' and (:project = '' or project = :project)
order by learned_at desc, project, id
""",
    },
    "superseded_chains": {
        "title": "Superseded chains",
        "description": (
            "Each chain of replaced facts, from the oldest to what stands now."
        ),
        "sql": """\
with recursive chain(project, start, step, id) as (
  select first.project, first.id, 0, first.id from facts first
  where first.superseded_by is not null
    and (:project = '' or first.project = :project)
    and not exists (
      select 1 from facts later where later.project = first.project and later.superseded_by = first.id
    )
  union all
  select chain.project, chain.start, chain.step + 1, prev.superseded_by
  from chain join facts prev on prev.project = chain.project and prev.id = chain.id
  where prev.superseded_by is not null and chain.step < 50
)
select chain.project, chain.start as chain, chain.step, f.id, f.state, f.text, f.source_session, f.learned_at
from chain join facts f on f.project = chain.project and f.id = chain.id
order by chain.project, chain.start, chain.step
""",
    },
    "sessions_that_contributed_nothing": {
        "title": "Sessions that contributed nothing",
        "description": (
            "Sessions (trash aside) that no fact or note came from, sealed or not."
        ),
        "sql": """\
select
  s.project, s.id, s.title, s.status, s.sealed, s.forgotten, s.messages, s.last_activity,
  (select count(*) from journal j where j.project = s.project and j.session_id = s.id) as journal_entries
from sessions s
where s.status != 'trash'
  and (:project = '' or s.project = :project)
  and not exists (
    select 1 from observations o
    where o.project = s.project and o.session_id = s.id and o.op = 'observe'
  )
order by s.last_activity desc, s.project, s.id
""",
    },
    "notes_from_the_person": {
        "title": "Notes from the person",
        "description": (
            "What the person asked to be remembered, with their own words; an uncredited note waits for one Confirm."
        ),
        "sql": """\
select project, id, state, text, said, credited, confirmed_by, source_session, learned_at, age_days, in_digest
from notes
where :project = '' or project = :project
order by learned_at desc, project, id
""",
    },
    "outcomes_this_week": {
        "title": "This week's outcomes, every project",
        "description": (
            "What every session sealed in the last 7 days achieved, newest first, across projects "
            "(or since :since, an ISO date; :project for one)."
        ),
        "sql": """\
select j.project, j.at, j.session_id, coalesce(j.title, s.title) as title, j.outcome, j.status
from journal j
left join sessions s on s.project = j.project and s.id = j.session_id
where j.at >= coalesce(nullif(:since, ''), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-7 days'))
  and (:project = '' or j.project = :project)
  and coalesce(s.status, '') != 'trash' and not coalesce(s.forgotten, 0)
order by j.at desc, j.project
""",
    },
    "facts_by_project": {
        "title": "Facts by project and state",
        "description": (
            "For each project: how many of its facts and notes are in each state, and how many the digest carries."
        ),
        "sql": """\
select
  p.project,
  p.sessions,
  count(f.id) as facts,
  coalesce(sum(f.state = 'confirmed'), 0) as confirmed,
  coalesce(sum(f.state = 'observed'), 0) as observed,
  coalesce(sum(f.state = 'inferred'), 0) as inferred,
  coalesce(sum(f.state = 'superseded'), 0) as superseded,
  coalesce(sum(f.state in ('unconfirmed-instruction', 'unconfirmed', 'teammate-waiting')), 0) as waiting,
  coalesce(sum(f.state = 'not-true'), 0) as not_true,
  coalesce(sum(f.in_digest), 0) as in_digest
from projects p
left join facts f on f.project = p.project
where :project = '' or p.project = :project
group by p.project
order by p.last_activity desc, p.project
""",
    },
    "teammates": {
        "title": "What teammates' sessions taught",
        "description": (
            "Journal lines and facts that arrived through git (lc-memory share), by the author of "
            "the commit that added them: the journal lines you accepted, and every fact, waiting "
            "(teammate-waiting) or accepted; lc-memory team review lists what waits."
        ),
        "sql": """select * from (
  select j.project, j.teammate as author, 'journal' as what, j.session_id, j.at, j.outcome as text,
    null as state, null as fact_id
  from journal j
  where j.teammate is not null and (:project = '' or j.project = :project)
  union all
  select o.project, json_extract(o.record, '$.teammate') as author, 'fact' as what, o.session_id, o.at,
    o.text, f.state, f.id as fact_id
  from observations o
  left join facts f on f.project = o.project and f.id = o.fact_id
  where o.origin = 'teammate' and (:project = '' or o.project = :project)
)
order by author, at desc
""",
    },
}
