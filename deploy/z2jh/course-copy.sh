#!/bin/sh
# Each student's own copy of the course, in their language (LINKLAB_LANG: en or zh), made as
# their server starts and before it, then the server itself: the single-user command is
#   linklab-course-copy jupyterhub-singleuser [its arguments...]
# so the copy is done before JupyterLab opens it (no race with the server, unlike a postStart
# hook). Files already in the student's folder are never overwritten: their work stays. The
# course is read from LINKLAB_COURSE (/srv/linklab in the image: en/ and zh/). The language is
# written into the course folder (.linklab-language: its notebooks speak it however they run).
# JupyterLab's menus are set to the language when it is new to the student (kept in
# ~/.jupyter/linklab-menus-language): a student who changes their menus keeps them at every start
# after. ~/exports is made.
set -eu
lang="${LINKLAB_LANG:-en}"
case "$lang" in en) folder="$HOME/linklab" ;; zh) folder="$HOME/linklab-zh" ;; *) lang=en; folder="$HOME/linklab" ;; esac
mkdir -p "$folder" "$HOME/exports"
for notebook in "${LINKLAB_COURSE:-/srv/linklab}/$lang"/*.ipynb; do
  [ -e "$folder/${notebook##*/}" ] || cp "$notebook" "$folder/"
done
printf '%s\n# The language of linklab in the notebooks of this folder and below (en or zh).\n' \
  "$lang" > "$folder/.linklab-language"
set_for="$HOME/.jupyter/linklab-menus-language"
if [ "$(cat "$set_for" 2>/dev/null)" != "$lang" ]; then
  settings="$HOME/.jupyter/lab/user-settings/@jupyterlab/translation-extension"
  mkdir -p "$settings"
  if [ "$lang" = zh ]; then locale=zh_CN; else locale=default; fi
  printf '{"locale": "%s"}\n' "$locale" > "$settings/plugin.jupyterlab-settings"
  printf '%s\n' "$lang" > "$set_for"
fi
if [ "$#" -gt 0 ]; then exec "$@"; fi
