"""The ``linklab`` command and what it runs: the judges, stress testing against the rule,
generating, solving and playing boards, drawing, and the lecture app.

``main`` (the argument parser and ``main``), ``inputs`` (reading input, size limits), ``judge``
(the documents' judge formats), ``stress`` (对拍: random inputs until a program answers one
wrongly, then shrunk), ``process_tree`` (a program's processes, ended together),
``process_limit`` (how many processes a program under test may run at once, and what holds it),
``draw_command``, ``game_commands``, ``course_command``, ``practice_command`` (questions,
answers judged and worksheets of the skills the course teaches), ``app``, ``app_page``,
``voila_server``, ``kernel_quota`` and ``stop_quietly`` (the lecture app).

May import every layer below it: ``linklab.i18n``, ``core``, ``documents``, ``render``,
``course``, ``apps`` and ``widgets``; never ``linklab.site``. Each command imports what it
needs when it runs, so that ``linklab judge`` starts without drawing libraries.
"""
