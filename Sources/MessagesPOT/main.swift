import GameApp

// Prints the game's messages as a gettext template, for scripts/po.sh.
print(MessageTemplate.pot(), terminator: "")
