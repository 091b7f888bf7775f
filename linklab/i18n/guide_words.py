"""The words of the lecturer's guide (``docs/teaching.md``, ``docs/zh/teaching.md``) and of
what ``linklab.course.teaching_notes`` makes from it (the notebooks' speaker notes, the printed
lecture plan), in English and in Chinese side by side: each key's two texts are one entry.

>>> GUIDE_WORDS["zh"]["plan"], GUIDE_WORDS["en"]["plan"]
('讲课计划', 'Lecture plan')
>>> set(GUIDE_WORDS["en"]) == set(GUIDE_WORDS["zh"])
True
"""

from __future__ import annotations

#: The words of the guide's section and of what is made from it, per language.
GUIDE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "section": "Slide by slide",
        "time": "Time",
        "ask": "Ask",
        "wrong": "Wrong answers",
        "minutes": "min",
        "notes": "Speaker notes",
        "until": "up to “{title}”",
        "to_end": "to the end",
        "wrong_long": "Wrong answers, and what each reveals",
        "generated": "Made from {guide}: edit the notes there, then run "
        "python -m linklab.course.teaching_notes write",
        "plan": "Lecture plan",
        "when": "When",
        "slide": "Slide",
        "pause": "Pause for",
        "expect": "Expect",
        "exercise": "exercise {key}",
        "own": "write it yourself ({name})",
        "total": "{minutes} minutes in all",
        "print": "Print on one A4 page. Made from {guide}.",
        "link": "plan",
        "more": "(+{n} more)",
        "withheld": "in the lecturer's copy (make filled), the slides' speaker view (key S) and "
        "the printed lecture plan; listed here, they would give the answer away to a learner "
        "reading the notebook.",
        "stop": ". ",
    },
    "zh": {
        "section": "逐页讲稿",
        "time": "时间",
        "ask": "提问",
        "wrong": "常见错误答案",
        "minutes": "分钟",
        "notes": "讲者备注",
        "until": "到“{title}”为止",
        "to_end": "到最后",
        "wrong_long": "常见错误答案，以及各自暴露的误解",
        "generated": "由 {guide} 生成：请在那里修改备注，然后运行 "
        "python -m linklab.course.teaching_notes write",
        "plan": "讲课计划",
        "when": "时间",
        "slide": "幻灯片",
        "pause": "停下来做",
        "expect": "预料中的错误答案",
        "exercise": "练习 {key}",
        "own": "自己动手写（{name}）",
        "total": "共 {minutes} 分钟",
        "print": "用一张 A4 纸打印。由 {guide} 生成。",
        "link": "讲课计划",
        "more": "（另 {n} 页）",
        "withheld": "见讲师版笔记本（make filled）、幻灯片的讲者视图（按 S 键）和打印的讲课计划；"
        "写在这里，读笔记本的学生就能推出答案。",
        "stop": "。",
    },
}
