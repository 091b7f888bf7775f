#!/bin/sh
# Run in each student's server as it starts: their own copy of the course, in their language
# (LINKLAB_LANG, set by the profile they chose), and JupyterLab's menus in it. Files already in
# the student's folder are never overwritten: their work stays. The course is read from
# LINKLAB_COURSE (/srv/linklab in the image: en/ and zh/).
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
