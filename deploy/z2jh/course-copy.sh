#!/bin/sh
# Each student's own copy of the course, in their language (LINKLAB_LANG: en or zh), made as
# their server starts and before it, then the server itself: the single-user command is
#   linklab-course-copy jupyterhub-singleuser [its arguments...]
# so the copy is done before JupyterLab opens it (no race with the server, unlike a postStart
# hook). Files already in the student's folder are never overwritten: their work stays. The
# course is read from LINKLAB_COURSE (/srv/linklab in the image: en/ and zh/); JupyterLab's
# menus are set to the language; ~/exports is made.
set -eu
lang="${LINKLAB_LANG:-en}"
case "$lang" in en) folder="$HOME/linklab" ;; zh) folder="$HOME/linklab-zh" ;; *) lang=en; folder="$HOME/linklab" ;; esac
mkdir -p "$folder" "$HOME/exports"
for notebook in "${LINKLAB_COURSE:-/srv/linklab}/$lang"/*.ipynb; do
  [ -e "$folder/${notebook##*/}" ] || cp "$notebook" "$folder/"
done
settings="$HOME/.jupyter/lab/user-settings/@jupyterlab/translation-extension"
mkdir -p "$settings"
if [ "$lang" = zh ]; then locale=zh_CN; else locale=default; fi
printf '{"locale": "%s"}\n' "$locale" > "$settings/plugin.jupyterlab-settings"
if [ "$#" -gt 0 ]; then exec "$@"; fi
