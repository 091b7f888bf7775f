"""JupyterHub as ``make hub`` runs it (``hub.py`` becomes this): saying what it waits for as it
stops.

    python deploy/local/hub_app.py -f deploy/local/jupyterhub_config.py

Stopping (Ctrl-C, ``kill <pid>``) waits on each managed service (the idle culler), then on every
student's server, then the proxy; each may take up to its spawner's SIGINT and SIGTERM
timeouts. This says, one line each, what it is waiting for and for how long at most, and how
each ended (by itself after SIGINT, or only after SIGTERM or SIGKILL).
"""

from __future__ import annotations

import signal
import sys
import time

from jupyterhub.app import JupyterHub

SAY = "linklab hub:"


def how_it_ended(returncode: int | None) -> str:
    """How a stopped process ended, from its exit status.

    >>> how_it_ended(0), how_it_ended(-signal.SIGTERM), how_it_ended(None)
    ('ended on SIGINT', 'ended only on SIGTERM', 'still running')
    """
    if returncode is None:
        return "still running"
    if returncode in (-signal.SIGTERM, 128 + signal.SIGTERM):
        return "ended only on SIGTERM"
    if returncode in (-signal.SIGKILL, 128 + signal.SIGKILL):
        return "ended only on SIGKILL"
    return "ended on SIGINT"


def most(spawner) -> int:
    """The longest a LocalProcessSpawner's stop may take: SIGINT, SIGTERM, SIGKILL waits."""
    return sum(
        getattr(spawner, name, 0) for name in ("interrupt_timeout", "term_timeout", "kill_timeout")
    )


def say(text: str) -> None:
    print(f"{SAY} {text}", flush=True)


class CourseHub(JupyterHub):
    """JupyterHub that says, as it stops, what it waits for."""

    async def cleanup(self):
        started = time.monotonic()
        services = [s for s in self._service_map.values() if s.managed and s.spawner]
        for service in services:
            interrupt = service.spawner.interrupt_timeout
            say(
                f"stopping: waiting for the service {service.name} (SIGINT; SIGTERM after "
                f"{interrupt} s, at most {most(service.spawner)} s)"
            )
        servers = [
            (user.name, spawner)
            for user in self.users.values()
            for spawner in user.spawners.values()
            if spawner.active
        ]
        if servers and self.cleanup_servers:
            names = ", ".join(name for name, _ in servers)
            longest = max(most(spawner) for _, spawner in servers)
            say(
                f"stopping: waiting for {len(servers)} student server(s) ({names}; all at once, "
                f"each at most {longest} s), then the proxy"
            )
        else:
            say("stopping: no student's server runs; then the proxy")
        processes = [(service.name, service.spawner.proc) for service in services]
        await super().cleanup()
        for name, process in processes:
            code = process.poll() if process is not None else 0
            say(f"the service {name} {how_it_ended(code)}")
        say(f"stopped ({time.monotonic() - started:.1f} s)")


if __name__ == "__main__":
    sys.exit(CourseHub.launch_instance())
