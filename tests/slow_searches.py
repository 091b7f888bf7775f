"""Right but slow searches, written as a learner writes them: the checks call them "slow" by the
work they count (``linklab.course.selfcheck.counting``), whatever the clock says."""


def every_simple_path(board, a, b):
    """Slow: tries every simple path, turns counted only at the end."""
    if a == b or not board[a] or board[a] != board[b]:
        return False
    on_path = {a}

    def walk(cell, heading, turns):
        for new, (dr, dc) in enumerate(((-1, 0), (0, 1), (1, 0), (0, -1))):
            nxt = (cell[0] + dr, cell[1] + dc)
            made = turns + (heading is not None and new != heading)
            if nxt == b and made <= 2:
                return True
            if nxt in on_path or not (0 <= nxt[0] < board.rows and 0 <= nxt[1] < board.cols):
                continue
            if board[nxt] == 0:
                on_path.add(nxt)
                if walk(nxt, new, made):
                    return True
                on_path.discard(nxt)
        return False

    return walk(a, None, 0)
