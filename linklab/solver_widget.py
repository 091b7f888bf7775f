"""The solver view's old address: `linklab.widgets.solver_view`.

>>> from linklab.widgets.solver_view import SolverView as moved
>>> SolverView is moved
True
"""

from linklab.widgets.solver_view import (
    SolverView,
    describe_solver_event,
    format_move,
    stack_lines,
)

__all__ = ["SolverView", "describe_solver_event", "format_move", "stack_lines"]
