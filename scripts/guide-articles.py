#!/usr/bin/env python3
"""Writes Sources/GameApp/Inside/GuideArticles/<Article>.swift, one file per article: the guide's
pattern articles (GameApp.docc), embedded word for word so the "how it works" panel can show
them in the game. Run it after editing one of those articles; GuideArticleTests fails until it
is run."""
import os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
articles = {"Strategy": "strategy", "Decorator": "decorator", "AbstractFactory": "abstractFactory", "Builder": "builder",
            "ChainOfResponsibility": "chainOfResponsibility", "Observer": "observer"}
folder = os.path.join(root, "Sources/GameApp/Inside/GuideArticles")
os.makedirs(folder, exist_ok=True)
for name, case in articles.items():
    with open(os.path.join(root, "Sources/GameApp/GameApp.docc", name + ".md"), encoding="utf-8") as f:
        text = f.read()
    assert '"""#' not in text, name
    out = [f"// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc/{name}.md: edit the article there.", "",
           "extension GuideArticle {",
           f"    /// The {name} article as the guide has it (its Markdown, DocC's links and all).",
           f"    static let {case}Markdown = #\"\"\"",
           text.rstrip("\n"),
           "\"\"\"#",
           "}", ""]
    with open(os.path.join(folder, name + ".swift"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))
