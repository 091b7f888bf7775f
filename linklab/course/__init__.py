"""What a learner is told: exercises and their bank, the write-it-yourself checks, slides and
the translated edition's bookkeeping.

``exercises`` (check, hint, worked answer, the lecturer's copy), ``exercise_bank`` (the texts
of every exercise), ``selfcheck`` (a learner's own search held to the rule),
``learner_search`` (that search traced on its failing case and stepped beside the course's),
``page_check`` (an exercise run from its sources, as a static page runs it), ``page_watch``
(what the page's worker tells the page of a check's calls, to end one stuck in C), ``slides``
(what each slide shows), ``practice`` (a question of each skill from a seed, answers judged,
levels kept), ``translation`` (the Chinese edition kept in step with the English one)
and ``teaching_notes`` (the teacher's guide, slide by slide, as speaker notes and printed
plans).

May import: ``linklab.i18n``, ``linklab.core``, ``linklab.documents``, ``linklab.render.scene``;
the rest of ``linklab.render`` and notebook libraries (nbformat) only inside the functions that
draw or write notebooks, which a static page never calls: a static page runs this layer under
Pyodide with no third-party module.
"""
