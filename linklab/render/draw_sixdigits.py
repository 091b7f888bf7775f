"""Pictures of the six-digit puzzle (document 001), drawn with matplotlib: a layout as its 2x3
grid, and the 720-state graph laid out by ``sixdigits.components()`` and ``sixdigits.layers()``.

As in ``linklab.render.draw``, every ``draw_*(ax, ...)`` draws on the axes it is given and returns
the artists it added, each findable by its ``gid``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from linklab.core import sixdigits
from linklab.render.style import fit_figure

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes


def draw_state(
    ax: Axes, state: Sequence[int], *, moves: bool = True, names: bool = True, fontsize=None
) -> list[Artist]:
    """Draw a six-digit layout as its 2x3 grid, each digit in its own colour: the scene the
    page draws too (``linklab.render.scene.sixdigits.state_scene``).

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw (limits and aspect are set).
    state : sequence of int
        The digits of cells A..F.
    moves : bool
        Mark the two turns: α turns the left 2x2 block (A, B, E, D) clockwise, β the right one.
    names : bool
        Write each cell's name (A..F) in its corner.
    fontsize : float, optional
        Not used: the texts scale with the axes, as the page's SVG does.

    Returns
    -------
    list of Artist
        Each shape's artist, its tag as its ``gid``: the squares (``"cell-A"``..), the digits
        (``"digit-A"``..), the cell names (``"name-A"``..) and the move marks (``"move-α"``,
        ``"move-β"``).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> artists = draw_state(ax, (2, 5, 6, 4, 3, 1))
    >>> [a.get_text() for a in artists if (a.get_gid() or "").startswith("digit")]
    ['2', '5', '6', '4', '3', '1']
    """
    from linklab.render.draw_scene import draw_scene
    from linklab.render.scene.sixdigits import state_scene

    del fontsize
    return draw_scene(ax, state_scene(state, names=names, moves=moves))


class StateLayout(dict):
    """Where each six-digit state is drawn, ``{state: (x, y)}``, and the components drawn:
    ``components`` lists them in block order, each as a list with its root first."""

    def __init__(self, positions: Mapping, components: list[list[tuple[int, ...]]]):
        super().__init__(positions)
        self.components = components


def state_graph(moves: Sequence[str] = sixdigits.FORWARD) -> nx.DiGraph:
    """Every layout and every move between them, as a networkx graph (what
    `draw_state_graph` draws; `linklab.core.sixdigits` answers the same questions without it).

    Parameters
    ----------
    moves : sequence of str, optional
        The moves drawn as edges; α and β by default.

    Returns
    -------
    networkx.DiGraph
        720 nodes (the states); an edge s -> t with attribute ``move`` when that move turns
        s into t.

    Examples
    --------
    >>> graph = state_graph()
    >>> graph.number_of_nodes(), graph.number_of_edges()
    (720, 1440)
    >>> graph.edges[(1, 2, 3, 4, 5, 6), (4, 1, 3, 5, 2, 6)]["move"]
    'α'
    """
    import networkx as nx  # here: drawing a layout needs no graph library

    moves = sixdigits.checked_moves(moves)
    graph: nx.DiGraph[sixdigits.Layout] = nx.DiGraph()
    graph.add_nodes_from(sixdigits.all_states())
    graph.add_edges_from(
        (state, sixdigits.apply_move(state, move), {"move": move})
        for state in sixdigits.all_states()
        for move in moves
    )
    return graph


def state_graph_layout(
    graph, goal: Sequence[int] | None = None, undirected: bool = False
) -> StateLayout:
    """Place the six-digit states in layers by breadth-first depth, one block per component.

    The components are ``sixdigits.components()`` (the goal's first); each is split into
    ``sixdigits.layers()`` from its root (the goal, or the component's smallest state), so that
    depth is the number of moves *to* the root, and each layer is spread evenly along a row.
    The blocks sit on a 3x2 grid.

    Parameters
    ----------
    graph : networkx.DiGraph
        From `state_graph`; its edges' ``move`` names the moves.
    goal : sequence of int, optional
        The root of its component (``sixdigits.GOAL`` by default).
    undirected : bool
        Count depth with the inverse moves allowed too.

    Returns
    -------
    StateLayout
        ``{state: (x, y)}`` with ``y`` the depth (rows down the page) plus the block's offset,
        and ``.components``.

    Examples
    --------
    >>> from linklab.core.sixdigits import GOAL
    >>> layout = state_graph_layout(state_graph())
    >>> layout[GOAL][1], max(layout[s][1] for s in layout.components[0])
    (0.0, 9.0)
    """
    goal = tuple(goal or sixdigits.GOAL)
    moves = tuple(dict.fromkeys(move for _, _, move in graph.edges(data="move")))
    around = moves
    if undirected:
        around = tuple(dict.fromkeys([*moves, *(sixdigits.inverse_name(m) for m in moves)]))
    parts = sorted(sixdigits.components(moves), key=lambda p: (goal not in p, min(p)))
    blocks = []
    for part in parts:
        root = goal if goal in part else min(part)
        layers = sixdigits.layers(root, around)
        _order_layers(graph, layers)
        blocks.append(layers)
    widest = max(len(layer) for layers in blocks for layer in layers)
    deepest = max(len(layers) for layers in blocks)
    positions = {}
    for k, layers in enumerate(blocks):
        width = max(len(layer) for layer in layers) - 1
        left = (k % 3) * (widest + 2) + (widest - 1 - width) / 2
        top = (k // 3) * (deepest + 2.5)
        for depth, layer in enumerate(layers):
            # evenly spaced and centred on the block's widest layer
            start = (width - (len(layer) - 1)) / 2
            for i, s in enumerate(layer):
                positions[s] = (left + start + i, float(top + depth))
    return StateLayout(positions, [[s for layer in layers for s in layer] for layers in blocks])


def _order_layers(graph, layers: list[list]) -> None:
    """Sort each layer by where its states' neighbours sit in the layers above (fewer
    crossings: a state is drawn near the states one move closer to the root)."""
    place: dict[Any, float] = {}
    for depth, layer in enumerate(layers):
        if depth:

            def key(state):
                near = [*graph.successors(state), *graph.predecessors(state)]
                return (np.mean([place[t] for t in near if t in place] or [0.0]), state)

            layer.sort(key=key)
        for i, state in enumerate(layer):
            place[state] = i - (len(layer) - 1) / 2


def draw_state_graph(
    ax: Axes,
    graph=None,
    *,
    layout: StateLayout | None = None,
    highlight: Sequence[Sequence[int]] = (),
    current: Sequence[int] | None = None,
    goal: Sequence[int] | None = None,
    labels: bool = True,
) -> list[Artist]:
    """Draw the 720-state graph: the scene the explorer draws beside its layout
    (``linklab.render.scene.sixdigits.state_graph_scene``), each move an edge.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    graph : networkx.DiGraph, optional
        From `state_graph` (built when not given); its moves are drawn as the edges.
    layout : StateLayout, optional
        From `state_graph_layout` (computed when not given; pass it to redraw fast).
    highlight : sequence of states
        A walk through the graph to mark, e.g. the way home.
    current : state, optional
        A state to ring.
    goal : state, optional
        The goal, starred (``sixdigits.GOAL`` by default).
    labels : bool
        Name each component above its block and number the rows of the goal's.

    Returns
    -------
    list of Artist
        Each shape's artist, its tag as its ``gid``: one collection of edges a component
        (``"edges-K"``), the states (``"layout-123456"``..), the walk (``"way-home"``), the goal
        (``"goal"``), the current state (``"here"``) and the labels (``"component-K"``,
        ``"depth-D"``).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> artists = draw_state_graph(Figure().add_subplot(), state_graph())
    >>> sum(len(a.get_segments()) for a in artists if a.get_gid().startswith("edges-"))
    1440
    """
    from linklab.render.draw_scene import draw_scene
    from linklab.render.scene.sixdigits import layout_key, state_graph_scene

    if graph is None:
        graph = state_graph()
    goal = tuple(goal or sixdigits.GOAL)
    layout = layout if layout is not None else state_graph_layout(graph, goal)
    moves = tuple(dict.fromkeys(move for _, _, move in graph.edges(data="move")))
    xy = {layout_key(state): place for state, place in layout.items()}
    scene = state_graph_scene(xy, highlight, current, moves=moves, goal=goal, labels=labels)
    artists = draw_scene(ax, scene)
    fit_figure(ax.figure)
    return artists
