"""A student's language stays on Zero to JupyterHub: the profile form starts at their last one.

Passed to the chart as ``hub.extraConfig`` (``--set-file 'hub.extraConfig.last-profile\\.py=
deploy/z2jh/last-profile.py'``, README.md), it runs at the end of the hub's configuration, after
``singleuser.profileList`` became ``c.KubeSpawner.profile_list``. JupyterHub keeps the options of
each server's last start (``user_options``), KubeSpawner's ``profile`` slug among them: the
profile with that slug is made the form's default; a first start keeps the chart's default.
"""

import copy

c = get_config()  # noqa: F821 -- given by JupyterHub when it reads its configuration

_linklab_profiles = copy.deepcopy(list(c.KubeSpawner.profile_list))


def linklab_profiles_from_the_last(spawner):
    """The profiles, the one of ``spawner``'s last start the default."""
    last = (spawner.user_options or {}).get("profile")
    if not any(profile.get("slug") == last for profile in _linklab_profiles):
        return copy.deepcopy(_linklab_profiles)
    return [dict(profile, default=profile.get("slug") == last) for profile in _linklab_profiles]


c.KubeSpawner.profile_list = linklab_profiles_from_the_last
