#!/usr/bin/env python3
"""Draws hills.webp, the example's image background, with the demo feed's landscape painter
(Sources/FeedDocuments/DemoAssets/make_assets.py, seed of photo-5) at 2064 x 2868 px: large
enough to cover every device of the example without enlarging (the 6.9" iPhone is 2868 px
tall, the 13" iPad 2064 px wide), so `feedrender screenshots` has no upscaling to warn about.

Needs Pillow (13.0.0 made the committed file):
    python3 -m venv /tmp/assets-venv && /tmp/assets-venv/bin/pip install pillow
    /tmp/assets-venv/bin/python examples/screenshots/backgrounds/make_background.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "Sources", "FeedDocuments", "DemoAssets"))
import make_assets  # noqa: E402

if __name__ == "__main__":
    image = make_assets.photo(205, "landscape", 2064, 2868)
    image.save(os.path.join(HERE, "hills.webp"), "WEBP", quality=80, method=6)
