/** HEIC files as an iPhone writes their boxes, without the pixels: what the inbox reads of one. */
/** An ISO base media box: its size, its type, what it holds. */
export const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
};
const ispe = (width: number, height: number) => {
  const body = Buffer.alloc(12);
  body.writeUInt32BE(width, 4);
  body.writeUInt32BE(height, 8);
  return box("ispe", body);
};
/** A HEIC's boxes as an iPhone writes them (a grid of tiles and the grid's size), without the pixels. */
export const heic = (width: number, height: number, { metaLast = false } = {}) => {
  const ftyp = box("ftyp", Buffer.from("heic\0\0\0\0mif1heic", "latin1"));
  const meta = box(
    "meta",
    Buffer.alloc(4),
    box("hdlr", Buffer.alloc(8), Buffer.from("pict\0\0\0\0\0\0\0\0\0\0\0\0\0", "latin1")),
    box("iprp", box("ipco", box("hvcC", Buffer.alloc(23)), ispe(512, 512), ispe(width, height))),
  );
  const mdat = box("mdat", Buffer.alloc(4096, 7));
  return Buffer.concat(metaLast ? [ftyp, mdat, meta] : [ftyp, meta, mdat]);
};
