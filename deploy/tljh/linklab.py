"""The Littlest JupyterHub: the course for each student, in the language they choose.

Copy to /opt/tljh/config/jupyterhub_config.d/linklab.py (deploy/tljh/README.md). Each student
chooses English or 中文 when their server starts; their server copies the course into their
home (``linklab-course-copy``, never over their own files) and opens it.
"""

LANGUAGES = {"en": "English", "zh": "中文"}
FOLDER = {"en": "linklab", "zh": "linklab-zh"}

c = get_config()  # noqa: F821 -- given by JupyterHub when it reads this file

c.Spawner.options_form = (
    '<label for="lang">Language / 语言</label> <select name="lang" id="lang">'
    + "".join(f'<option value="{code}">{name}</option>' for code, name in LANGUAGES.items())
    + "</select>"
)


def course_options(formdata):
    """The form's language (``?lang=zh`` on /hub/spawn too); English for anything else."""
    lang = (formdata.get("lang") or ["en"])[0]
    return {"lang": lang if lang in LANGUAGES else "en"}


def prepare_student(spawner):
    lang = spawner.user_options.get("lang", "en")
    spawner.environment.update({"LINKLAB_LANG": lang, "LINKLAB_COURSE": "/srv/linklab"})
    spawner.default_url = f"/lab/tree/{FOLDER[lang]}/01-the-rule.ipynb"


c.Spawner.options_from_form = course_options
c.Spawner.pre_spawn_hook = prepare_student
# The copy runs as the student, before their server starts (course-copy.sh then becomes it).
# (whole paths: SystemdSpawner starts the command itself; TLJH's user environment is /opt/tljh/user)
c.Spawner.cmd = ["/usr/local/bin/linklab-course-copy", "/opt/tljh/user/bin/jupyterhub-singleuser"]
c.Spawner.args = [
    "--VoilaConfiguration.strip_sources=True",
    "--VoilaConfiguration.theme=light",
    "--VoilaExecutor.iopub_timeout=60",
    "--MappingKernelManager.cull_idle_timeout=600",
    "--MappingKernelManager.cull_connected=False",
]
