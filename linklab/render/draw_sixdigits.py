"""Pictures of the six-digit puzzle (document 001), drawn with matplotlib: a layout as its 2x3
grid, and the 720-state graph laid out by ``sixdigits.components()`` and ``sixdigits.layers()``.

As in ``linklab.render.draw``, every ``draw_*(ax, ...)`` draws on the axes it is given and returns
the artists it added, each findable by its ``gid``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from matplotlib.collections import LineCollection
from matplotlib.colors import to_rgba

from linklab.core import sixdigits
from linklab.render.draw import PALETTE
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
    node_size: float = 9.0,
) -> list[Artist]:
    """Draw the 720-state graph: one colour per component, a layered layout, a path marked.

    Edges are one ``LineCollection`` (no arrow heads: arrows would take about twenty times as
    long to draw at this size); each move can be undone by moves, so every edge is also walked
    the other way.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        Where to draw.
    graph : networkx.DiGraph, optional
        From `state_graph` (built when not given).
    layout : StateLayout, optional
        From `state_graph_layout` (computed when not given; pass it to redraw fast).
    highlight : sequence of states
        A walk through the graph to mark, e.g. the way home.
    current : state, optional
        A state to ring.
    goal : state, optional
        The goal, starred (``sixdigits.GOAL`` by default).
    labels : bool
        Name each component above its block and number the depths of the first.
    node_size : float
        The dots' area in points².

    Returns
    -------
    list of Artist
        The edges (gid ``"edges"``), the states (``"nodes"``, in ``graph`` node order), the
        highlighted walk (``"highlight"``, ``"highlight-nodes"``), the goal (``"goal"``), the
        current state (``"current"``) and the labels (``"component-K"``, ``"depth-D"``).

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> artists = draw_state_graph(Figure().add_subplot(), state_graph())
    >>> edges = next(a for a in artists if a.get_gid() == "edges")
    >>> len(edges.get_segments())
    1440
    """
    if graph is None:
        graph = state_graph()
    goal = tuple(goal or sixdigits.GOAL)
    layout = layout if layout is not None else state_graph_layout(graph, goal)
    parts = layout.components
    component = {s: k for k, part in enumerate(parts) for s in part}
    colors = [PALETTE[[0, 4, 2, 5, 6, 1][k % 6]] for k in range(len(parts))]
    nodes = list(graph)
    xy = np.array([layout[s] for s in nodes])
    segments = [(layout[s], layout[t]) for s, t in graph.edges]
    edge_colors = [to_rgba(colors[component[s]], 0.35) for s, _ in graph.edges]
    artists: list[Artist] = []
    edges = LineCollection(segments, colors=edge_colors, linewidths=0.6, zorder=1, gid="edges")
    artists.append(ax.add_collection(edges, autolim=False))
    artists.append(
        ax.scatter(
            xy[:, 0],
            xy[:, 1],
            s=node_size,
            c=[colors[component[s]] for s in nodes],
            edgecolors="none",
            zorder=2,
            gid="nodes",
        )
    )
    walk = [layout[tuple(s)] for s in highlight]
    (line,) = ax.plot(
        [x for x, _ in walk],
        [y for _, y in walk],
        color="black",
        linewidth=2.2,
        zorder=3,
        solid_capstyle="round",
        gid="highlight",
    )
    (dots,) = ax.plot(
        [x for x, _ in walk],
        [y for _, y in walk],
        linestyle="none",
        marker="o",
        markersize=4,
        color="black",
        zorder=3.5,
        gid="highlight-nodes",
    )
    artists += [line, dots]
    (star,) = ax.plot(
        [layout[goal][0]],
        [layout[goal][1]],
        linestyle="none",
        marker="*",
        markersize=14,
        markerfacecolor="white",
        markeredgecolor="black",
        zorder=4,
        gid="goal",
    )
    artists.append(star)
    here = [layout[tuple(current)]] if current is not None else []
    (ring,) = ax.plot(
        [x for x, _ in here],
        [y for _, y in here],
        linestyle="none",
        marker="o",
        markersize=12,
        markerfacecolor="none",
        markeredgecolor="black",
        markeredgewidth=2.2,
        zorder=4,
        gid="current",
    )
    artists.append(ring)
    xs, ys = xy[:, 0], xy[:, 1]
    ax.set_xlim(xs.min() - 1.5, xs.max() + 1.5)
    ax.set_ylim(ys.max() + 1, ys.min() - 2.2)
    ax.set_axis_off()
    if labels:
        for k, part in enumerate(parts):
            px = [layout[s][0] for s in part]
            py = [layout[s][1] for s in part]
            name = "goal's component" if goal in part else f"component {k + 1}"
            artists.append(
                ax.text(
                    (min(px) + max(px)) / 2,
                    min(py) - 0.9,
                    f"{name}: {len(part)} states",
                    ha="center",
                    va="bottom",
                    fontsize="small",
                    color=colors[k],
                    fontweight="bold",
                    gid=f"component-{k}",
                )
            )
        first = parts[0]
        left = min(layout[s][0] for s in first) - 0.8
        for depth in sorted({layout[s][1] for s in first}):
            artists.append(
                ax.text(
                    left,
                    depth,
                    f"{depth:g}",
                    ha="right",
                    va="center",
                    fontsize="x-small",
                    color="#555555",
                    gid=f"depth-{depth:g}",
                )
            )
    fit_figure(ax.figure)
    return artists
