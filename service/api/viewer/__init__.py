"""The game viewer: one page of plain HTML, CSS and JavaScript shipped in the package."""
