"""The words of the static site's index (``linklab.site.build``: the course's table, one
section per language), in English and in Chinese side by side: each key's two texts are one
entry.

>>> NEED_WORDS["zh"]["game"], NEED_WORDS["en"]["game"]
('游戏', 'game')
>>> INDEX_WORDS["en"]["needs"].format(what="game")
'still needs Python: game'
>>> all(set(table["en"]) == set(table["zh"]) for table in (NEED_WORDS, INDEX_WORDS))
True
"""

from __future__ import annotations

#: What a page offers or still needs, by kind, as the index names it.
NEED_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "board editor": "board editor",
        "game": "game",
        "explorer": "explorer's free moves",
        "exercise check": "exercise checks",
        "comparison": "comparison player",
        "six-digit comparison": "six-digit comparison",
        "practice": "practice",
    },
    "zh": {
        "board editor": "棋盘编辑器",
        "game": "游戏",
        "explorer": "探索器的自由走步",
        "exercise check": "练习检查",
        "comparison": "对比播放器",
        "six-digit comparison": "六数码对比",
        "practice": "练习",
    },
}
#: How many of a kind a page offers, said: "3 exercise checks", "game".
OFFER_COUNTED: dict[str, str] = {"en": "{n} × {what}", "zh": "{what} × {n}"}
#: The index page's own words: its title, its introduction, its table's heads and cells.
INDEX_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "linklab: graph search through Lianliankan",
        "intro": "Read and step the course in the browser, with nothing installed. The players "
        "step, play and scrub in the page; the exercise checks, the board editor, the game and "
        "the six-digit explorer run there, on Python in the page. <a href='app.html'>The "
        "app</a> is the game and the board editor on one page. Anything listed as needing "
        "Python opens live with <code>make lab</code>. Each notebook's <em>Slides</em> are "
        "the same notebook as a slideshow for a projector, live as the page is (S: the speaker "
        "notes).",
        "notebook": "Notebook",
        "steps": "Steps in the page",
        "offers": "Runs on Python in the page",
        "needs": "still needs Python: {what}",
        "players": "{n} players, {frames} steps",
        "player": "1 player, {frames} steps",
        "none": "nothing",
        "failed": "not built: cell {cell} failed: {why}",
    },
    "zh": {
        "title": "linklab：通过连连看学图搜索",
        "intro": "不用安装任何东西，在浏览器里阅读课程、单步查看。"
        "播放器在页面里就能单步、播放和拖动；"
        "练习检查、棋盘编辑器、游戏和六数码探索器也在页面里的 Python 上运行。"
        "<a href='zh/app.html'>应用页</a>把游戏和棋盘编辑器放在同一页上。"
        "标为需要 Python 的部分请用 <code>make lab-zh</code> 打开在线版。"
        "每个笔记本的<em>幻灯片</em>是同一笔记本的放映版，适合投影，"
        "和网页一样可以操作（按 S 打开讲者备注）。",
        "notebook": "笔记本",
        "steps": "页面里可以单步的",
        "offers": "在页面里的 Python 上运行的",
        "needs": "仍需 Python：{what}",
        "players": "{n} 个播放器，共 {frames} 步",
        "player": "1 个播放器，共 {frames} 步",
        "none": "无",
        "failed": "未能生成：第 {cell} 个单元格出错：{why}",
    },
}
