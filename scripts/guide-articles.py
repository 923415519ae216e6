#!/usr/bin/env python3
"""Writes Sources/GameApp/Inside/GuideArticle+Markdown.swift: the guide's pattern articles
(GameApp.docc), embedded word for word so the "how it works" panel can show them in the game.
Run it after editing one of those articles; GuideArticleTests fails until it is run."""
import os

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
articles = ["Strategy", "Decorator", "AbstractFactory", "Builder", "ChainOfResponsibility", "Observer"]
cases = {"Strategy": "strategy", "Decorator": "decorator", "AbstractFactory": "abstractFactory", "Builder": "builder",
         "ChainOfResponsibility": "chainOfResponsibility", "Observer": "observer"}
out = ["// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc: edit the articles there.", "",
       "extension GuideArticle {",
       "    /// The article as the guide has it (its Markdown, DocC's links and all).",
       "    var markdown: String {",
       "        switch self {"]
for name in articles:
    with open(os.path.join(root, "Sources/GameApp/GameApp.docc", name + ".md"), encoding="utf-8") as f:
        text = f.read()
    assert '"""#' not in text, name
    out.append(f"        case .{cases[name]}:")
    out.append('            #"""')
    out.append(text.rstrip("\n"))
    out.append('"""#')
out += ["        }", "    }", "}", ""]
with open(os.path.join(root, "Sources/GameApp/Inside/GuideArticle+Markdown.swift"), "w", encoding="utf-8") as f:
    f.write("\n".join(out))
