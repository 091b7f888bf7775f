"""Your search, step by step: a learner's own search on a failing case, beside the course's.

``offer(fn, case, kind, rules=Rules(), *, before=())`` is what a check's report calls with its
smallest failing case (``CheckResult.case``, ``.kind``, ``.rules``, ``.before`` of
``linklab.course.selfcheck``):

- ``fn``: the learner's function, as the check was given it;
- ``case``: ``(board, a, b)`` (cells 0-based) for a board check, or a six-digit layout;
- ``kind``: ``"link"`` (``fn`` answers True or False), ``"path"`` (a path or None), ``"bfs"``
  (a path of the fewest turns, or None), ``"dfs"`` (a path, the course's search shown a DFS)
  or ``"six"`` (``fn(layout)``, True or False);
- ``rules``: the rule the check holds it to; ``before``: calls to make first, untraced, when
  the answer depends on them (each the arguments of one call).

It runs ``fn`` once more on the case under a trace (`linklab.core.learner_trace`: counted, at
most ``MAX_LINES`` lines and ``MAX_LOOKS`` steps, no clock), reads what it held at each step
(`linklab.core.learner_states`) and finds the first step where it leaves every correct search
(`linklab.core.learner_divergence`), said in one sentence in the language in force. The
`LearnerSearch` it returns shows, at every step, the learner's board (their queue or stack
numbered, their seen marks, the state they hold outlined, the step that leaves every correct
search framed in red) beside the course's own search of the same kind on the same board, and
the texts beside them. In a notebook it shows as the stepped player
(``linklab.widgets.learner_player``, with the keys, slider, play and Export of every player)
once the widgets are loaded; in the static page, and as HTML anywhere, as the same frames
held in the page (`page_html`), which the page's script steps with the same keys. A function
that holds no queue or stack gets its answer and the case, and the report says so; containers
the tracer cannot read are named with their values as text, in one line saying it could not
follow the search, and no step is claimed about it. A fault of the tracer itself is one line
too (`TracerFailure`), never silence. The learner's own names (``queue``, ``seen``) are put
into sentences as they are (`Own`), never translated.

Examples
--------
>>> from collections import deque
>>> from linklab.core.board import Board
>>> def my_link(board, a, b):   # a cell is marked seen whatever its heading
...     steps = ((-1, 0), (0, 1), (1, 0), (0, -1))
...     queue, seen = deque([(a, None, 0)]), {a}
...     while queue:
...         (r, c), heading, turns = queue.popleft()
...         for way, (dr, dc) in enumerate(steps):
...             cell = (r + dr, c + dc)
...             cost = turns + (heading is not None and way != heading)
...             if cost > 2 or not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
...                 continue
...             if cell == b:
...                 return board[a] == board[b]
...             if board[cell] == 0 and cell not in seen:
...                 seen.add(cell)
...                 queue.append((cell, way, cost))
...     return False
>>> board = Board.from_rows([[1, 0, 2, 1], [0, 0, 0, 0]])
>>> shown = offer(my_link, (board, (0, 0), (0, 3)), "link")
>>> shown.found()
'Found its queue (queue) and its seen marks (seen).'
>>> print(shown.explanation())  # doctest: +NORMALIZE_WHITESPACE
Step 10: here (2, 2) is refused because it was seen heading down; the path needs it heading
right with 1 turn.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from linklab.core.board import Board, format_cell
from linklab.core.checker import Checker
from linklab.core.errors import InputError, report_fault
from linklab.core.learner_divergence import Divergence, first_divergence, first_six_divergence
from linklab.core.learner_states import (
    HEADING_WORDS,
    LearnerState,
    LearnerStep,
    LearnerSteps,
    read_state,
)
from linklab.core.learner_trace import MAX_LINES, MAX_LOOKS, Recording, is_layout, record_search
from linklab.core.rules import PAIR_PROBLEMS, Heading, Rules
from linklab.core.search import bfs_events, dfs_events
from linklab.core.trace import Trace, describe_event
from linklab.i18n import language, tr, translate, using
from linklab.render.scene.board import cell_corner
from linklab.render.scene.search import frame_scene
from linklab.render.scene.shapes import (
    Rect,
    Scene,
    Shape,
    Text,
    captioned,
    moved_all,
    text_width,
)
from linklab.render.scene.sixdigits import LAYOUT_WIDTH, layout_scene
from linklab.render.scene.step_coding import StepCoder, TextCoder
from linklab.render.scene.svg import svg_open, to_svg

if TYPE_CHECKING:  # the check's result, whose module shows it through this one
    from linklab.course.selfcheck.report import CheckResult

KINDS = ("link", "path", "bfs", "dfs", "six")
MARK_RED = "#D7301F"
SEEN_BLUE = "#2C7FB8"
#: Steps a verdict's page holds at once, around the marked one; the page asks its Python for
#: the others (`page_steps`, ``{"op": "learner"}`` of ``linklab.apps.page_apps``), a batch of
#: `BATCH_STEPS` at a time, the nearest first, as the live parts' steps come.
FIRST_STEPS = 21
BATCH_STEPS = 10
#: The searches a page's Python keeps for their pages to ask for steps: the latest few.
KEPT_SEARCHES = 4
_KEPT: dict[str, LearnerSearch] = {}
SHOWN_ENTRIES = 10  # entries of a queue, a stack or seen marks listed beside the board
#: The texts beside the pictures, one column each.
TEXT_COLUMNS = (
    ("linklab-learner-explain",),
    ("linklab-learner-theirs",),
    ("linklab-learner-course",),
)

# --- what the report says (each in Chinese in linklab.i18n.zh) ------------------------------
TITLE = "Your search, step by step, beside the course's"
FOUND = "Found {what}."
FOUND_NOTHING = (
    "Found no queue or stack to show: {name} does not search (it answered `{answer}` on this case)."
)
CANNOT_FOLLOW = (
    "Could not follow its search: none of {names} reads as a queue, a stack or a recursion, so "
    "no step of it is marked (it answered `{answer}` on this case)."
)
TRACER_FAILED = "Could not show its search: the tracer failed ({error}); the verdict above stands."
OUT_OF_MEMORY = (
    "Could not show its search: it ran out of memory as it was traced; the verdict above stands."
)
NOT_READ = "Not read as a search: {names}."
STOPPED = "Recorded its first {count} steps (at most {most} steps and {lines} lines are traced)."
SAYS = {
    "pair": "Step {step}: it starts a search, but no correct search starts one here: {why}.",
    "off_board": "Step {step}: it holds {state}, off the board: the rule keeps paths on it.",
    "tile": "Step {step}: it holds {state}, but {cell} holds a tile: a path cannot pass it.",
    "too_many_turns": "Step {step}: it holds {state}: the rule allows at most {limit}.",
    "fewer_turns": (
        "Step {step}: it holds {state}, but no legal path enters {cell} that way with fewer "
        "than {fewest}."
    ),
    "unreachable": "Step {step}: it holds {state}, which no legal path from {start} reaches.",
    "more_turns": (
        "Step {step}: it holds {state}; the rule's path enters {cell} heading {heading} with "
        "{turns}."
    ),
    "seen": (
        "Step {step}: here {cell} is refused because it was seen heading {seen}; the path needs "
        "it heading {heading} with {turns}."
    ),
    "seen_more": (
        "Step {step}: here {cell} is refused because it was marked when held heading {seen} "
        "with {seen_turns}; the path needs it heading {heading} with {turns}."
    ),
    "seen_no_heading": (
        "Step {step}: here {cell} is refused because it was marked seen; the path needs it "
        "heading {heading} with {turns}."
    ),
    "backtracked": (
        "Step {step}: here {cell} is refused because it is still marked from a branch the "
        "search backtracked from; the path needs it heading {heading} with {turns}."
    ),
    "before_search": (
        "Step {step}: here {cell} is refused because it was marked seen before this search "
        "began (an earlier call left the mark); the path needs it heading {heading}."
    ),
    "dropped": (
        "Step {step}: here {cell} is never queued heading {heading} with {turns}, though "
        "the rule's path needs it."
    ),
    "dropped_stack": (
        "Step {step}: here {cell} is never pushed heading {heading} with {turns}, though "
        "the rule's path needs it."
    ),
    "answered_turns": (
        "Step {step}: here it answers yes from {state}: its last step, into {cell} heading "
        "{heading}, makes {turns}, and the rule allows {limit}."
    ),
    "answered": (
        "Step {step}: here it answers yes, though every state it holds is one a correct search "
        "holds: the rule says no."
    ),
    "refuses_target": (
        "Step {step}: here it holds {state}, one legal step from the target {cell} (heading "
        "{heading}, {turns}), and does not enter it: a correct search enters {cell} here and "
        "answers yes."
    ),
    "answered_early": (
        "Step {step}: here it answers from {state}: its step into {cell} makes {turns}, while "
        "{queued} is still queued: a correct BFS takes states with fewer turns first and "
        "enters {cell} with {fewest}."
    ),
    "returns": (
        "Its search holds only states a correct search holds, to the end: what goes wrong is "
        "what it returns."
    ),
    "six_unreachable": ("Step {step}: it holds {layout}, which α and β never make from {start}."),
    "six_refuses_goal": (
        "Step {step}: here it holds 123456, the goal, and does not answer yes: a correct search "
        "answers yes here."
    ),
    "six_dropped": (
        "Step {step}: here {layout} is never queued, though the shortest way needs it: {move} "
        "turns {previous} into it."
    ),
    "six_dropped_stack": (
        "Step {step}: here {layout} is never reached, though the shortest way needs it: {move} "
        "turns {previous} into it."
    ),
    "six_seen": (
        "Step {step}: here {layout} is refused because it was marked seen; the shortest way "
        "needs it."
    ),
    "six_before_search": (
        "Step {step}: here {layout} is refused because it was in the seen set before this "
        "search began (an earlier call left it there); the shortest way needs it."
    ),
}
YOURS = "{name} — {change}"
#: The course's pane's line (the one step counter is the player's).
COURSE_SAYS = {"bfs": "The course's BFS: {note}", "dfs": "The course's DFS: {note}"}
LEAVES = "⚑ the first step that leaves every correct search"
PAGE_MISSING = (
    "This step is no longer in the page's Python (it was restarted): check again to step it."
)
#: A pane's pixels a board unit, at its natural size in the page.
PANE_PX = 34
#: The controls' tooltips and faces in the page, the words of every player's
#: (``linklab.widgets.stage.LABELS`` and ``BUTTONS``, which a test holds these to).
PLAYER_LABELS = {
    "play": "play",
    "stop": "stop",
    "back": "one step back",
    "forward": "one step forward",
    "step": "step",
    "speed": "steps/s",
}
PLAYER_BUTTONS = {"play": "▶ {text}", "stop": "■", "back": "|◀", "forward": "▶|"}


def offer(
    fn: Callable[..., Any],
    case: Any,
    kind: str = "link",
    rules: Rules = Rules(),
    *,
    before: Sequence[tuple[Any, ...]] = (),
) -> LearnerSearch:
    """The learner's search on ``case``, recorded and set beside the course's (see the module
    docstring for the arguments)."""
    if kind not in KINDS:
        raise InputError(f"offer: kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if not callable(fn):
        raise InputError(f"offer: fn must be a function, not {fn!r}")
    six = kind == "six"
    if six and not is_layout(case):
        raise InputError(
            f"offer: a six-digit case is a layout like (2, 5, 6, 4, 3, 1), not {case!r}"
        )
    if not six and not (isinstance(case, tuple) and len(case) == 3 and isinstance(case[0], Board)):
        raise InputError(f"offer: a board case is (board, a, b), not {case!r}")
    return LearnerSearch(fn, case, kind, rules, tuple(before))


def _name(fn: object) -> str:
    name = getattr(fn, "__name__", "")
    return name if isinstance(name, str) and name.isidentifier() else "your function"


class LearnerSearch:
    """A learner's recorded search and the course's, step by step (see `offer`).

    ``recording``, ``steps`` and ``divergence`` are what the tracer found; ``total`` the last
    step of the view; ``scene(step)`` and ``texts(step)`` what a player shows.
    """

    divergence: Divergence

    def __init__(
        self,
        fn: Callable[..., Any],
        case: Any,
        kind: str,
        rules: Rules,
        before: tuple[tuple[Any, ...], ...],
    ) -> None:
        self.name, self.kind, self.rules, self.case = _name(fn), kind, rules, case
        self.six = kind == "six"
        if self.six:
            layout = tuple(case)
            self.recording: Recording = record_search(fn, (layout,), before=before)
        else:
            board, a, b = case
            self.recording = record_search(
                fn, (_fresh(board), a, b), board_shape=(board.rows, board.cols), before=before
            )
        self.steps = LearnerSteps(self.recording)
        wrong = self._how_wrong()
        if not self.recording.searched:  # nothing followed: no step is claimed about it
            self.divergence = Divergence(0, "none")
        if self.six:
            if self.recording.searched:
                self.divergence = first_six_divergence(self.steps, tuple(case), wrong)
            from linklab.core.sixdigits import SixBfsFold
            from linklab.core.sixdigits import bfs_events as six_events

            self.course: Trace[Any] = Trace(six_events(tuple(case)), fold=SixBfsFold)
            self.method = "bfs"
        else:
            board, a, b = case
            if self.recording.searched:
                self.divergence = first_divergence(self.steps, board, a, b, rules, wrong)
            stack = self.recording.frontier_kind in ("stack", "recursion") or kind == "dfs"
            self.method = "dfs" if stack else "bfs"
            events = (dfs_events if stack else bfs_events)(board, a, b, rules)
            self.course = Trace(events)
        self._align()

    def _align(self) -> None:
        """Pair each of the learner's steps with the course's step that has expanded as many
        states (taken off the queue, or pushed); past the learner's end the course goes on."""
        from linklab.core.sixdigits import LayoutDequeued

        done, counts = 0, [0]
        for event in self.course.events:
            done += type(event).__name__ in ("Dequeued", "Pushed") or isinstance(
                event, LayoutDequeued
            )
            counts.append(done)
        theirs, mine = 0, [0]
        for step in self.steps.steps:
            theirs += len(step.removed) if self.method == "bfs" else len(step.added)
            mine.append(theirs)
        self._course_at: list[int] = []
        for expanded in mine:
            at = next((i for i, c in enumerate(counts) if c >= expanded), len(counts) - 1)
            self._course_at.append(max(at, self._course_at[-1] if self._course_at else 0))
        last = self._course_at[-1]
        self.total = len(self.steps) + max(0, len(self.course) - last)

    def _how_wrong(self) -> str:
        """How the answer is wrong: ``"no"``, ``"yes"`` or ``"other"``."""
        answer, recording = self.recording.answer, self.recording
        if recording.raised or recording.stopped:
            return "other"
        if self.six:
            from linklab.core.sixdigits import shortest_word

            truth = shortest_word(tuple(self.case)) is not None
        else:
            board, a, b = self.case
            truth = Checker(board, self.rules).can_link(a, b)
        if isinstance(answer, bool | int):
            said: bool | None = bool(answer)
        elif (
            self.kind in ("path", "bfs", "dfs")
            or answer is None
            or isinstance(answer, list | tuple)
        ):
            said = answer is not None  # a path, or None for none
        else:
            said = None
        if said is None:
            return "other"
        if said == truth:  # a path where there is one: it breaks the rule, or turns too much
            path = isinstance(answer, list | tuple) and not self.six
            return "path" if path and self.recording.searched else "other"
        return "yes" if said else "no"

    # --- what the report says ---------------------------------------------------------------

    def found(self) -> str:
        """Which of the learner's structures the tracer found, or that it found none."""
        recording = self.recording
        if not recording.searched:
            answer = recording.raised or repr(recording.answer)
            if recording.others:  # containers it kept, none read as the search
                names = tr(", ").join(sorted(recording.others))
                return tr(CANNOT_FOLLOW, names=Own(names), answer=Own(answer))
            return tr(FOUND_NOTHING, name=Own(self.name), answer=Own(answer))
        parts = []
        kind = recording.frontier_kind
        if kind == "recursion":
            parts.append(
                tr("its recursion ({name}) as its stack", name=Own(recording.frontier_name))
            )
        else:
            words = "its stack ({name})" if kind == "stack" else "its queue ({name})"
            if self.steps.from_end:
                words = "its queue ({name}), taken from its end: a stack, not a queue"
            parts.append(tr(words, name=Own(recording.frontier_name)))
        if recording.seen_kind:
            parts.append(tr("its seen marks ({name})", name=Own(recording.seen_name)))
        return tr(FOUND, what=tr(" and ").join(parts))

    def unread(self) -> list[str]:
        """The containers found but not read as the search, as ``name = value`` lines."""
        chosen = {self.recording.frontier_name, self.recording.seen_name}
        return [f"{n} = {v}" for n, v in self.recording.others.items() if n not in chosen]

    def explanation(self) -> str:
        """The first step where the search leaves every correct one, in one sentence ("" when
        it holds no search)."""
        d = self.divergence
        if d.reason == "none":
            return ""
        if self.six:
            stack = self.recording.frontier_kind in ("stack", "recursion")
            return _six_sentence(d, tuple(self.case), stack)
        return _board_sentence(d, self.case, self.method)

    def notes(self) -> list[str]:
        """Every line the report shows above the player."""
        lines = [self.found()]
        unread = self.unread()
        if unread:
            lines.append(tr(NOT_READ, names=Own("; ".join(unread))))
        if self.recording.stopped:
            lines.append(tr(STOPPED, count=len(self.steps), most=MAX_LOOKS, lines=MAX_LINES))
        said = self.explanation()
        if said:
            lines.append(said)
        return lines

    # --- what a player shows ----------------------------------------------------------------

    def own_step(self, step: int) -> tuple[int, int]:
        """The learner's step and the course's at the view's ``step``: the course's is the one
        that has expanded as many states; past the learner's end the course steps on alone."""
        mine = min(step, len(self.steps))
        theirs = self._course_at[mine] + max(0, step - len(self.steps))
        return mine, min(theirs, len(self.course))

    def scene(self, step: int) -> Scene:
        """Both searches at ``step`` side by side: the learner's left, the course's right."""
        return _beside(self.panes(step), self.name)

    def panes(self, step: int) -> tuple[Scene, Scene]:
        """The learner's pane and the course's at ``step`` (a page lays them side by side, or
        one above the other on a narrow screen)."""
        mine, theirs = self.own_step(step)
        if self.six:
            return self._six_mine(mine), self._six_course(theirs)
        return self._board_mine(mine), self._board_course(theirs)

    def _board_mine(self, step: int) -> Scene:
        board, a, b = self.case
        frame = self.steps.frame(step)
        scene = frame_scene(board.grid, self.rules.outside, frame, self.method, (a, b))
        at = cell_corner(self.rules.outside)
        marks: list[Shape] = []
        if step:
            for cell in _seen_mark_cells(self.steps.steps[step - 1].seen):
                if self.rules.in_area(board, cell):
                    x, y = at(cell)
                    marks.append(Rect(x + 0.74, y + 0.06, 0.2, 0.2, SEEN_BLUE, tag="seen"))
        marked = self.divergence.step == step and step > 0
        if marked:
            d = self.divergence
            where = (d.state or d.needed or (None,))[0]
            if where is not None and len(where) == 2:
                x, y = at(where)
                marks.append(Rect(x - 0.04, y - 0.04, 1.08, 1.08, "none", MARK_RED, 0.14,
                                  tag="leaves"))  # fmt: skip
        scene = Scene(scene.width, scene.height, scene.shapes + tuple(marks), scene.label)
        pops = self.steps.pops
        change = (
            _change_text(self.steps.steps[step - 1], self.method, pops) if step else tr("start")
        )
        scene = captioned(scene, tr(YOURS, name=Own(self.name), change=Own(change)), 0.0)
        return _flagged(scene) if marked else scene

    def _board_course(self, step: int) -> Scene:
        board, a, b = self.case
        frame = self.course.frame(step)
        scene = frame_scene(board.grid, self.rules.outside, frame, self.method, (a, b))
        said = tr(COURSE_SAYS[self.method], note=Own(describe_event(frame.event)))
        return captioned(scene, said)

    def _six_mine(self, step: int) -> Scene:
        state = self.steps.steps[step - 1] if step else None
        layout = state.current[0] if state and state.current and state.current[0] else None
        shown = layout if layout and len(layout) == 6 else tuple(self.case)
        change = _change_text(state, self.method, self.steps.pops) if state else tr("start")
        queue = [s[0] for s in state.frontier if s[0] is not None] if state else []
        scene = _with_queue(_six_pane(shown, self.name, change), queue)
        if self.divergence.step == step and step > 0:
            return _flagged(scene)
        return scene

    def _six_course(self, step: int) -> Scene:
        frame = self.course.frame(step)
        shown = frame.state or tuple(self.case)
        heading = tr("The course's BFS")
        return _with_queue(_six_pane(shown, heading, translate(frame.note)), list(frame.queue))

    def texts(self, step: int) -> list[str]:
        """The three texts beside the pictures at ``step``: what the report says of the
        search, the learner's structures, the course's frontier."""
        mine, theirs = self.own_step(step)
        said = "".join(f"<div>{html.escape(line)}</div>" for line in self.notes())
        if self.divergence.step == mine and mine:
            flag = html.escape(tr(LEAVES))
            said += f"<div style='color:{MARK_RED};font-weight:bold'>{flag}</div>"
        return [said, self._their_text(mine), self._course_text(theirs)]

    def _their_text(self, step: int) -> str:
        if not step:
            return f"<b>{html.escape(tr('Your search'))}</b>"
        now = self.steps.steps[step - 1]
        entries = [_state_text(s) for s in now.frontier[:SHOWN_ENTRIES]]
        more = len(now.frontier) - SHOWN_ENTRIES
        lines = [f"<b>{html.escape(tr('Your search'))}</b>"]
        kind = "stack" if self.method == "dfs" else "queue"
        one = len(now.frontier) == 1
        words = f"{kind} ({{name}}), 1 entry" if one else f"{kind} ({{name}}), {{count}} entries"
        lines.append(html.escape(tr(words, name=Own(self.recording.frontier_name),
                                    count=len(now.frontier))))  # fmt: skip
        lines += [f"&nbsp;&nbsp;{html.escape(e)}" for e in entries]
        if more > 0:
            lines.append(html.escape(tr("… and {n} more", n=more)))
        if now.current is not None:
            lines.append(html.escape(tr("holds {state}", state=Own(_state_text(now.current)))))
        if self.recording.seen_kind:
            table = self.recording.steps_table
            shown = "; ".join(_mark_text(m, table) for m in now.seen[:SHOWN_ENTRIES])
            if len(now.seen) > SHOWN_ENTRIES:
                shown += " …"
            lines.append(
                html.escape(
                    tr(
                        "seen marks ({name}): {count}",
                        name=Own(self.recording.seen_name),
                        count=len(now.seen),
                    )
                )
            )
            if shown:
                lines.append(f"&nbsp;&nbsp;{html.escape(shown)}")
        return "<div class='linklab-learner-list'>" + "<br>".join(lines) + "</div>"

    def _course_text(self, step: int) -> str:
        title = f"<b>{html.escape(tr('The course'))}</b>"
        if self.six:
            queue = self.course.frame(step).queue
            listed = [html.escape("".join(map(str, q))) for q in queue[:SHOWN_ENTRIES]]
        else:
            frame = self.course.frame(step)
            listed = [
                html.escape(f"{i}. {_state_text(state)}")
                for i, state in enumerate(frame.frontier[:SHOWN_ENTRIES], 1)
            ]
        return "<div class='linklab-learner-list'>" + "<br>".join([title, *listed]) + "</div>"

    # --- as HTML, for the static page and anywhere without widgets ---------------------------

    def page_data(self, first: int, last: int) -> dict[str, Any]:
        """Steps ``first`` to ``last`` for a page: each pane's pictures as SVG elements coded
        against the step before (``panes``: ``parts``, ``codes``, ``heads``, as
        ``linklab.render.scene.step_coding`` codes them), and the texts beside them (``texts``,
        coded by `TextCoder`), from nothing: a batch decodes on its own."""
        first, last = max(0, first), min(self.total, last)
        coders, heads = [StepCoder(), StepCoder()], ["", ""]
        panes: list[dict[str, list[Any]]] = [{"codes": [], "heads": []}, {"codes": [], "heads": []}]
        words, texts = TextCoder(), []
        for step in range(first, last + 1):
            for i, scene in enumerate(self.panes(step)):
                panes[i]["codes"].append(coders[i].code(scene))
                head = svg_open(scene, PANE_PX, "linklab-learner-svg")
                panes[i]["heads"].append(None if head == heads[i] else head)
                heads[i] = head
            texts.append(words.code(self.texts(step)))
        for pane, coder in zip(panes, coders, strict=True):
            pane["parts"] = coder.parts
        return {"first": first, "panes": panes, "texts": texts}

    def page_start(self) -> dict[str, Any]:
        """What a verdict's page holds at first: the `FIRST_STEPS` around the marked one
        (``batch``), the search's key in this Python (``key``, for the rest, `page_steps`), its
        last step (``total``), the marked one (``start``) and the controls' words."""
        mark = self.divergence.step
        first = max(0, min(mark - FIRST_STEPS // 2, self.total - FIRST_STEPS + 1))
        key = f"s{id(self):x}"
        _KEPT[key] = self
        self.page_language = language()  # the rest of its steps are said in it too
        while len(_KEPT) > KEPT_SEARCHES:
            del _KEPT[next(iter(_KEPT))]
        return {
            "key": key,
            "total": self.total,
            "start": mark,
            "batch_steps": BATCH_STEPS,
            "batch": self.page_data(first, first + FIRST_STEPS - 1),
            "words": {
                "labels": {name: translate(text) for name, text in PLAYER_LABELS.items()},
                "faces": {
                    part: face.format(text=translate(PLAYER_LABELS[part]))
                    for part, face in PLAYER_BUTTONS.items()
                },
                "keys": translate("Keys: ← → step, Home/End jump, space plays."),
                "missing": translate(PAGE_MISSING),
            },
        }

    def page_html(self) -> str:
        """The report's part for a page: the notes, and the steps as data that the page's
        script (``linklab/site/page_python.js``) steps as every player steps; with no
        script, the marked step's panes."""
        if not self.recording.searched:
            return (
                "<div class='linklab-learner'>"
                + "".join(f"<p>{html.escape(line)}</p>" for line in self.notes())
                + "</div>"
            )
        data = self.page_start()
        step = self.divergence.step
        payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
        shown = "".join(to_svg(scene, PANE_PX, "linklab-learner-svg") for scene in self.panes(step))
        return (
            "<div class='linklab-learner linklab-learner-steps' tabindex='0' role='group' "
            f"aria-label='{html.escape(tr(TITLE), quote=True)}'>"
            f"<h4>{html.escape(tr(TITLE))}</h4>"
            f"<div class='linklab-learner-picture'>{shown}</div>"
            f"<div class='linklab-learner-texts'>{''.join(self.texts(step))}</div>"
            f"<script type='application/json' class='linklab-learner-data'>{payload}</script>"
            "</div>"
        )

    def _repr_html_(self) -> str:
        """As HTML the page steps; a notebook with the widgets loaded shows the player instead
        (``linklab.widgets.learner_player.show_searches_in``)."""
        return self.page_html()


def page_steps(key: str, first: Any, last: Any) -> dict[str, Any]:
    """Steps ``first`` to ``last`` of the search a verdict's page shows as ``key``
    (`LearnerSearch.page_start`), as `LearnerSearch.page_data` gives them, or ``{"error"}``
    in one line.

    >>> page_steps("s0", 0, 3)["error"]
    'no search s0 in this page: check again'
    """
    shown = _KEPT.get(key)
    if shown is None:
        return {"error": f"no search {key} in this page: check again"}
    if not (isinstance(first, int) and isinstance(last, int) and 0 <= first <= last):
        return {"error": f"steps {first!r} to {last!r}: give 0 <= first <= last"}
    with using(getattr(shown, "page_language", language())):
        return shown.page_data(first, min(last, first + 4 * BATCH_STEPS))


def display_report(result: CheckResult) -> None:
    """In a notebook: a check's verdict and its picture, then, for a failure of a function
    that was recorded, the learner's own search stepped beside the course's."""
    from IPython.display import display

    # as the result showed itself before: its HTML, and its text for what reads text
    display({"text/html": result._repr_html_(), "text/plain": result.text()}, raw=True)
    shown = offer_for(result)
    if shown is not None:
        display(shown)


class Own:
    """A learner's own word (a variable's name, their answer) put into a sentence as it is:
    never translated.

    >>> from linklab.i18n import using
    >>> with using("zh"):
    ...     tr("its queue ({name})", name=Own("queue"))
    '它的队列（queue）'
    """

    def __init__(self, text: str):
        self.text = text

    def __format__(self, spec: str) -> str:
        return format(self.text, spec)

    def __str__(self) -> str:
        return self.text


class TracerFailure:
    """What the report shows when the tracer itself fails: one line, the error and where it
    was raised, and no step.

    >>> print(TracerFailure(ValueError("bad")).notes()[0])  # doctest: +ELLIPSIS
    Could not show its search: the tracer failed (ValueError: bad...); the verdict above stands.
    """

    def __init__(self, error: BaseException):
        import traceback

        where = traceback.extract_tb(error.__traceback__)[-1:] if error.__traceback__ else []
        place = f" at {where[0].filename.rsplit('/', 1)[-1]}:{where[0].lineno}" if where else ""
        text = (str(error).strip().splitlines() or [""])[0]
        self.error = f"{type(error).__name__}: {text}{place}" if text else type(error).__name__
        self.recording = None

    def notes(self) -> list[str]:
        return [tr(TRACER_FAILED, error=Own(self.error))]

    def explanation(self) -> str:
        return ""

    def page_html(self) -> str:
        return f"<div class='linklab-learner'><p>{html.escape(self.notes()[0])}</p></div>"

    def _repr_html_(self) -> str:
        return self.page_html()


class TracedOutOfMemory(TracerFailure):
    """What the report shows when the learner's function, traced, takes more memory than its
    calls may hold (a page's check has a limit, `linklab.site.python.CHECK_MEMORY_MB`): one
    line, and no step; the learner's doing, not a fault of the tracer's.

    >>> print(TracedOutOfMemory(MemoryError()).notes()[0])
    Could not show its search: it ran out of memory as it was traced; the verdict above stands.
    """

    def notes(self) -> list[str]:
        return [tr(OUT_OF_MEMORY)]


def offer_for(result: CheckResult) -> LearnerSearch | TracerFailure | None:
    """`offer` for a check's failing result (``linklab.course.selfcheck.CheckResult``), or
    None when it did not fail or holds no function; a `TracerFailure` (its one line) when the
    tracer itself fails, never silence."""
    fn = getattr(result, "function", None)
    if getattr(result, "status", "") != "failed" or fn is None or result.case is None:
        return None
    kind = result.kind if result.kind in KINDS else "link"
    if kind == "link" and result.their_path is not None:
        kind = "path"
    try:
        return offer(fn, result.case, kind, result.rules, before=_calls(result))
    except MemoryError as error:  # what the learner's calls hold, past the limit
        return TracedOutOfMemory(error)
    except Exception as error:  # a fault of the tracer's, said in one line under the verdict
        report_fault(error, "the tracer")
        return TracerFailure(error)


def page_report_html(result: CheckResult) -> str:
    """The learner's search as the static page shows it under a check's verdict ("" when
    there is none)."""
    shown = offer_for(result)
    return "" if shown is None else shown.page_html()


def _calls(result: CheckResult) -> tuple[tuple[Any, ...], ...]:
    if result.kind == "six":
        return tuple((layout,) for layout in result.before)
    return tuple((_fresh(board), a, b) for board, a, b in result.before)


def _fresh(board: Board) -> Board:
    return Board.from_rows([list(row) for row in board.grid])


def _beside(scenes: Sequence[Scene], label: str = "", gap: float = 0.8) -> Scene:
    """``scenes`` in a row, ``gap`` apart, their tops in line.

    >>> _beside([Scene(2, 2, ()), Scene(1, 3, ())], gap=1).width
    4.0
    """
    shapes: list[Shape] = []
    x = 0.0
    for scene in scenes:
        shapes += moved_all(scene, (x, 0.0))
        x += scene.width + gap
    height = max((scene.height for scene in scenes), default=0.0)
    return Scene(max(0.0, x - gap), height, tuple(shapes), label)


def _six_pane(layout: tuple[int, ...], heading: str, note: str) -> Scene:
    """A six-digit pane wide enough for its heading and its note on one line each.

    >>> long = "takes 123456 off the queue; queues 213456 …"
    >>> _six_pane((1, 2, 3, 4, 5, 6), "my_search", long).width > LAYOUT_WIDTH
    True
    """
    width = max(LAYOUT_WIDTH, text_width(heading, 0.36) + 0.6, text_width(note, 0.3) + 0.6)
    return layout_scene(layout, heading, note, width)


def _with_queue(scene: Scene, queue: Sequence[Any], shown: int = 5, size: float = 0.28) -> Scene:
    """A six-digit pane with its queue under it, front first: its first layouts, on as many
    lines as the pane's width needs (none runs into the pane beside it).

    >>> pane = _with_queue(Scene(3, 1, ()), [(1, 2, 3, 4, 5, 6)] * 9)
    >>> lines = [t.text for t in pane.shapes]
    >>> len(lines) > 1, lines[-1].endswith("…")
    (True, True)
    """
    words = [_place(layout) for layout in queue[:shown]] + (["…"] if len(queue) > shown else [])
    label = tr("queue: {layouts}", layouts="").rstrip()
    lines, line = [], label
    for word in words or ["—"]:
        if line and text_width(f"{line} {word}", size) > scene.width - 0.4:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}"
    lines.append(line)
    texts = [
        Text(scene.width / 2, scene.height + 0.3 + 0.38 * i, text, size, tag="queue")
        for i, text in enumerate(lines)
    ]
    height = scene.height + 0.6 + 0.38 * (len(lines) - 1)
    return Scene(scene.width, height, (*scene.shapes, *texts), scene.label)


def _flagged(scene: Scene) -> Scene:
    """A pane framed in red, with the line that says why under it (the pane widened to hold
    it)."""
    said = tr(LEAVES)
    width = max(scene.width, 0.4 + text_width(said, 0.34))
    frame = Rect(0.03, 0.03, width - 0.06, scene.height - 0.06, "none", MARK_RED, 0.08,
                 tag="leaves-frame")  # fmt: skip
    note = Text(0.2, scene.height + 0.35, said, 0.34, MARK_RED, True, "leaves-note", "start")
    return Scene(width, scene.height + 0.7, (*scene.shapes, frame, note), scene.label)


def _seen_mark_cells(marks: tuple[Any, ...]) -> list[Any]:
    from linklab.core.learner_divergence import _seen_cells

    return _seen_cells(marks)


def _place(where: Sequence[Any]) -> str:
    return "".join(map(str, where)) if len(where) == 6 else format_cell((where[0], where[1]))


def _mark_text(mark: Any, table: Any = None) -> str:
    """One of the learner's seen marks as they keep it: a cell, a cell with its heading when
    they mark (cell, heading) states, or the cell with what else the mark holds, as it is.

    >>> _mark_text((1, 2)), _mark_text(((1, 2), (1, 0))), _mark_text(((1, 2), 3))
    ('(2, 3)', '(2, 3) heading down', '(2, 3) · 3')
    """
    if is_layout(mark) or (isinstance(mark, tuple) and len(mark) == 2 and _is_place(mark)):
        return _place(tuple(mark))
    where, heading, turns = read_state(mark, table)
    if where is None or not isinstance(mark, tuple):
        return repr(mark)[:40]
    text = _place(where)
    if isinstance(heading, Heading):
        text += " " + tr("heading {way}", way=HEADING_WORDS[heading])
        return text + (tr(", ") + _turns_words(turns) if turns is not None else "")
    rest = mark[1:] if _is_place(mark[0]) else mark[2:]
    return text + "".join(f" · {value!r}" for value in rest)


def _is_place(value: Any) -> bool:
    return (
        isinstance(value, tuple) and len(value) in (2, 6) and all(isinstance(v, int) for v in value)
    )


def _change_text(step: LearnerStep, method: str, pops: bool = False) -> str:
    """What one of the learner's steps did, in the language in force."""
    parts = []
    for state in step.removed:
        place = _place(state[0]) if state[0] else "?"
        verb = (
            "takes {place} off the stack" if pops else
            "backtracks from {place}" if method == "dfs" else "takes {place} off the queue"
        )  # fmt: skip
        parts.append(tr(verb, place=place))
    for state in step.added:
        verb = "pushes {state}" if method == "dfs" else "queues {state}"
        parts.append(tr(verb, state=Own(_state_text(state))))
    if not parts:
        parts.append(tr("marks seen") if step.seen else tr("looks"))
    return tr("; ").join(parts[:2]) + (" …" if len(parts) > 2 else "")


def _turns_words(count: int) -> str:
    """``1 turn``, ``2 turns``, in the language in force."""
    return tr("1 turn") if count == 1 else tr("{turns} turns", turns=count)


def _state_text(state: LearnerState) -> str:
    where, heading, turns = state
    if where is None:
        return "?"
    text = _place(where)
    if isinstance(heading, Heading):
        text += " " + tr("heading {way}", way=HEADING_WORDS[heading])
    if turns is not None:
        text += tr(", ") + _turns_words(turns)
    return text


def _board_sentence(d: Divergence, case: Any, method: str) -> str:
    a = case[1]
    state = _state_text(d.state) if d.state else ""
    need = d.needed
    cell = _place(need[0]) if need else (_place(d.state[0]) if d.state else "")
    heading = HEADING_WORDS[need[1]] if need and isinstance(need[1], Heading) else ""
    turns = _turns_words(need[2]) if need and need[2] is not None else ""
    values = dict(step=d.step, state=state, cell=cell, heading=heading, turns=turns,
                  limit=_turns_words(d.limit), fewest=_turns_words(d.fewest),
                  start=format_cell(a))  # fmt: skip
    if d.reason == "pair":
        return tr(SAYS["pair"], step=d.step, why=PAIR_PROBLEMS.get(d.detail, d.detail))
    if d.reason == "dropped":
        if d.backtracked:
            key = "backtracked"
        elif d.before_search:
            key = "before_search"
        elif (
            d.seen_as is not None
            and need
            and isinstance(d.seen_as[1], Heading)
            and d.seen_as[1] == need[1]
            and d.seen_as[2] is not None
        ):
            key = "seen_more"
            values["seen"] = HEADING_WORDS[d.seen_as[1]]
            values["seen_turns"] = _turns_words(d.seen_as[2])
        elif d.seen_as is not None and isinstance(d.seen_as[1], Heading):
            key = "seen"
            values["seen"] = HEADING_WORDS[d.seen_as[1]]
        elif d.seen_as is not None:
            key = "seen_no_heading"
        else:
            key = "dropped_stack" if method == "dfs" else "dropped"
        return tr(SAYS[key], **values)
    if d.reason == "answered_turns":
        values["state"] = _state_text(d.state) if d.state else ""
        return tr(SAYS["answered_turns"], **values)
    if d.reason == "refuses_target":
        return tr(SAYS["refuses_target"], **values)
    if d.reason == "answered_early":
        values.update(
            queued=_state_text(d.seen_as) if d.seen_as else "?", fewest=_turns_words(d.fewest)
        )
        return tr(SAYS["answered_early"], **values)
    if d.reason == "tile":
        values["cell"] = _place(d.state[0]) if d.state else ""
    if d.reason in ("fewer_turns",):
        values["cell"] = _place(d.state[0]) if d.state else ""
    return tr(SAYS[d.reason], **values)


def _six_sentence(d: Divergence, start: tuple[int, ...], stack: bool = False) -> str:
    from linklab.core.sixdigits import apply_move

    layout = _place(d.state[0]) if d.state else (_place(d.needed[0]) if d.needed else "")
    if d.reason == "unreachable":
        return tr(SAYS["six_unreachable"], step=d.step, layout=layout, start=_place(start))
    if d.reason == "dropped":
        if d.before_search:
            return tr(SAYS["six_before_search"], step=d.step, layout=layout)
        if d.seen_as is not None:
            return tr(SAYS["six_seen"], step=d.step, layout=layout)
        previous = next(
            (_place(p) for p in _six_previous(start, d) if apply_move(p, d.detail) == d.needed[0]),
            "?",
        ) if d.needed and d.detail else "?"  # fmt: skip
        key = "six_dropped_stack" if stack else "six_dropped"
        return tr(SAYS[key], step=d.step, layout=layout, move=d.detail, previous=previous)
    if d.reason == "refuses_target":
        return tr(SAYS["six_refuses_goal"], step=d.step)
    if d.reason in ("answered", "returns"):
        return tr(SAYS[d.reason], step=d.step)
    return ""


def _six_previous(start: tuple[int, ...], d: Divergence) -> list[tuple[int, ...]]:
    from linklab.core.sixdigits import shortest_word, walk_states

    word = shortest_word(start)
    return walk_states(start, word) if word is not None else []
