/** Video files built byte by byte: headers a probe reads, shaped as an upload meant to hurt would be. */

function eightByteSize(length: number): Buffer {
  const size = Buffer.from([0x01, 0, 0, 0, 0, 0, 0, 0]);
  size.writeUInt32BE(length, 4);
  return size;
}

/** An EBML element: its id (marker bits included) and a one-byte or eight-byte size. */
function element(id: number[], content: Buffer, unknownSize = false): Buffer {
  const size = unknownSize
    ? Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
    : content.length < 127
      ? Buffer.from([0x80 | content.length])
      : eightByteSize(content.length);
  return Buffer.concat([Buffer.from(id), size, content]);
}

/** A WebM file's headers, with a Duration and the TimecodeScale given, then a small cluster. */
export function webm(options: {
  scale?: number;
  scaleBytes?: Buffer;
  duration: number;
  float32?: boolean;
  unknownSegmentSize?: boolean;
}): Buffer {
  const durationBytes = Buffer.alloc(options.float32 ? 4 : 8);
  if (options.float32) durationBytes.writeFloatBE(options.duration, 0);
  else durationBytes.writeDoubleBE(options.duration, 0);
  const infoChildren = [
    ...(options.scale
      ? [element([0x2a, 0xd7, 0xb1], Buffer.from([(options.scale >> 16) & 0xff, (options.scale >> 8) & 0xff, options.scale & 0xff]))]
      : []),
    ...(options.scaleBytes ? [element([0x2a, 0xd7, 0xb1], options.scaleBytes)] : []),
    element([0x4d, 0x80], Buffer.from('jal-test')), // MuxingApp: an element the probe skips
    element([0x44, 0x89], durationBytes),
  ];
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const seekHead = element([0x11, 0x4d, 0x9b, 0x74], Buffer.alloc(20));
  const info = element([0x15, 0x49, 0xa9, 0x66], Buffer.concat(infoChildren));
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(300, 7));
  const segment = element([0x18, 0x53, 0x80, 0x67], Buffer.concat([seekHead, info, cluster]), options.unknownSegmentSize);
  return Buffer.concat([header, segment]);
}

/**
 * An MP4 of `bytes` bytes: a `ftyp` box, then nothing but 8-byte `free` boxes and no `moov`, so
 * a probe looking for the length walks box after box.
 */
export function mp4OfTinyBoxes(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  file.writeUInt32BE(16, 0);
  file.write('ftypisom', 4, 'latin1');
  for (let offset = 16; offset + 8 <= bytes; offset += 8) {
    file.writeUInt32BE(8, offset);
    file.write('free', offset + 4, 'latin1');
  }
  return file;
}
