"""The practice's words, in English and in Chinese side by side: each table keyed by language,
each key's two texts one entry.

>>> tables = (PRACTICE_APP_WORDS, PRACTICE_PAGE_WORDS, SHEET_WORDS, PRACTICE_WIDGET_WORDS)
>>> all(set(table["en"]) == set(table["zh"]) for table in tables)
True
"""

from __future__ import annotations

from typing import Any

#: The practice page's Python part (``linklab.apps.page_practice``): its questions' words.
PRACTICE_APP_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "weakest": "what I miss most",
        "question": "{skill}, level {level} (seed {seed}) · level {level_now}, {streak} right "
        "in a row",
        "unreadable": "The practice record kept in this browser could not be read ({why}): "
        "practice starts from a new one.",
        "why": "Show the search",
        "no_link": "link '{link}': {why}",
        "link_form": "expected skill/level/seed, like pairs/2/17",
        "link_skill": "no skill '{skill}': the skills are {skills}",
        "link_level": "level {level}: expected a whole number from 1 to {top}",
        "steps": "the search stepped on this board: {shown} of its {all} steps",
    },
    "zh": {
        "weakest": "我错得最多的",
        "question": "{skill}，第 {level} 级（种子 {seed}）· 现在第 {level_now} 级，连续答对 "
        "{streak} 题",
        "unreadable": "这个浏览器里保存的练习记录读不出来（{why}）：从新的记录开始练习。",
        "why": "演示搜索",
        "no_link": "链接 #{link} 打不开这道题：{why}",
        "link_form": "应写成 技能/级别/种子，例如 pairs/2/17",
        "link_skill": "没有技能 {skill}：技能有 {skills}",
        "link_level": "级别 {level}：应是 1 到 {top} 的整数",
        "steps": "在这个棋盘上一步一步演示搜索：共 {all} 步，显示 {shown} 步",
    },
}

#: The static practice page (``linklab.site.practice_page``): its headings, buttons, labels.
PRACTICE_PAGE_WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "title": "linklab: practise until mastery",
        "intro": "A new question on a new board for every skill the course teaches, checked by "
        "the course's own searches. Three right in a row move a skill up a level; two wrong in "
        "a row move it down. Your levels are kept with your work in this browser.",
        "contents": "Contents",
        "skill": "Skill",
        "weakest": "what I miss most",
        "answer": "Your answer",
        "check": "Check",
        "next": "Next question",
        "link": "Link to this question",
        "levels": "Every skill",
        "head": ["skill", "level", "right in a row", "right", "wrong"],
        "starting": "starting Python in this page… {seconds} s",
        "failed": "Python could not start in this page: {error}",
        "from_disk": "Opened from a file, this browser may refuse it: serve the folder "
        "(python3 -m http.server -d site) and open it from there.",
        "nav": "Practice",
        "step": "step",
        "back": "one step back",
        "forward": "one step forward",
    },
    "zh": {
        "title": "linklab：练到熟练",
        "intro": "课程教的每一项技能都可以在新棋盘上出新题，由课程自己的搜索判对错。"
        "连续答对三题升一级，连续答错两题降一级。你的等级和你的作业一起保存在这个浏览器里。",
        "contents": "目录",
        "skill": "技能",
        "weakest": "我错得最多的",
        "answer": "你的答案",
        "check": "检查",
        "next": "下一题",
        "link": "这道题的链接",
        "levels": "所有技能",
        "head": ["技能", "等级", "连续答对", "答对", "答错"],
        "starting": "正在这个页面里启动 Python…… {seconds} 秒",
        "failed": "Python 没能在这个页面里启动：{error}",
        "from_disk": "从文件打开时，浏览器可能不允许：请用 python3 -m http.server -d site "
        "提供这个文件夹，再从那里打开。",
        "nav": "练习",
        "step": "步",
        "back": "后退一步",
        "forward": "前进一步",
    },
}

#: A printed worksheet (``linklab.course.practice.worksheet``).
SHEET_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Practice: {summary} — level {level}",
        "key": "Key",
        "question": "Question {n}",
        "seed": "seed {seed}",
        "answer": "Answer:",
        "layout": "Layout",
        "empty": "· is an empty cell; rows and columns count from 1.",
    },
    "zh": {
        "title": "练习：{summary} — 第 {level} 级",
        "key": "答案",
        "question": "第 {n} 题",
        "seed": "种子 {seed}",
        "answer": "答：",
        "layout": "布局",
        "empty": "· 是空格；行和列都从 1 数起。",
    },
}

#: The practice widget in a notebook (``linklab.widgets.practice``).
PRACTICE_WIDGET_WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "skill": "Skill",
        "weakest": "what I miss most",
        "check": "Check",
        "next": "Next",
        "why": "Show the search",
        "placeholder": "your answer",
        "level": "level {level}, {streak} right in a row",
        "levels": "Every skill",
        "head": ("skill", "level", "right in a row", "right", "wrong"),
        "kept": "kept in {path}",
        "empty": "· empty cell, rows and columns from 1",
        "question": "{skill}, level {level} (seed {seed})",
    },
    "zh": {
        "skill": "技能",
        "weakest": "我错得最多的",
        "check": "检查",
        "next": "下一题",
        "why": "演示搜索",
        "placeholder": "你的答案",
        "level": "第 {level} 级，连续答对 {streak} 题",
        "levels": "所有技能",
        "head": ("技能", "等级", "连续答对", "答对", "答错"),
        "kept": "保存在 {path}",
        "empty": "· 是空格，行和列从 1 数起",
        "question": "{skill}，第 {level} 级（种子 {seed}）",
    },
}

#: Document 003's DFS rule, told with a question that steps it.
DFS_RULE_WORDS: dict[str, str] = {
    "en": "The DFS of document 003 goes from A {a} to B {b} ({rule}): from each cell it tries "
    "up, right, down, left, never straight back and never into a cell on its path, and once it "
    "has used its last turn it steps on only if B lies straight ahead.",
    "zh": "文档 003 的 DFS 从 A {a} 走向 B {b}（{rule}）：在每个格子按上、右、下、左的顺序"
    "尝试，不直接掉头，不走进路径上已有的格子；用完最后一次转弯后，只有 B 在正前方才继续走。",
}
