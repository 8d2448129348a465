#!/bin/sh
# Makes the seeded lesson video once (apps/api/assets/media/watershed-intro.mp4): 30 s of
# simple animated title cards about a watershed, 854x480 H.264 at a low bitrate so it plays on
# a cheap phone over a slow network. Captions in English and Hindi are the .vtt files beside it
# (the cards carry English only: ffmpeg 5's drawtext cannot shape Devanagari).
# Needs ffmpeg (apt-get install -y ffmpeg). Run: sh apps/api/scripts/learning-video.sh
set -eu
OUT="$(dirname "$0")/../assets/media/watershed-intro.mp4"
FONT=/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf
card() { # $1 start, $2 end, $3 text, $4 size, $5 y
  printf "drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=white:x=(w-text_w)/2:y=%s:enable='between(t,%s,%s)':alpha='min(1,(t-%s)*3)'," "$FONT" "$3" "$4" "$5" "$1" "$2" "$1"
}
FILTER="[0:v][1:v]overlay=x=0:y='H-60-t*7'[water];[water][2:v]overlay=x='-220+t*32':y=60[sky];[sky]"
FILTER="$FILTER$(card 0 7.5 'Watershed basics' 52 150)$(card 0 7.5 'Jal Shiksha' 30 230)"
FILTER="$FILTER$(card 7.5 15 'Rain falls on the ridge' 44 170)"
FILTER="$FILTER$(card 15 22.5 'All water flows to one outlet' 44 170)"
FILTER="$FILTER$(card 22.5 30 'Treat from ridge to valley' 44 170)"
FILTER="${FILTER}format=yuv420p"
ffmpeg -y -f lavfi -i "color=c=0x1d5f78:s=854x480:d=30:r=24" \
  -f lavfi -i "color=c=0x2f8fb5:s=854x480:d=30:r=24" \
  -f lavfi -i "color=c=0xe8f1f4:s=220x36:d=30:r=24" \
  -filter_complex "$FILTER" -t 30 -c:v libx264 -profile:v baseline -preset slow -crf 30 \
  -movflags +faststart -an "$OUT"
ls -l "$OUT"
