#!/usr/bin/env python3
"""Draws ribbon.png, the panorama example's layer (panorama.yaml): a soft translucent white
wave 2400 x 600 px that crosses from the first screen into the third, behind the devices.

Needs Pillow (13.0.0 made the committed file); see make_background.py for a virtualenv.
"""
import math
import os

from PIL import Image, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    width, height = 2400, 600
    image = Image.new("RGBA", (width, height), (255, 255, 255, 0))
    draw = ImageDraw.Draw(image)
    for band, alpha in ((90, 70), (40, 140)):
        top = [(x, height / 2 + 170 * math.sin(x / width * 2.2 * math.pi) - band) for x in range(0, width + 1, 8)]
        bottom = [(x, y + 2 * band) for x, y in reversed(top)]
        draw.polygon(top + bottom, fill=(255, 255, 255, alpha))
    image = image.filter(ImageFilter.GaussianBlur(6))
    image.save(os.path.join(HERE, "ribbon.png"), optimize=True)
