import type { PartSeed } from "../family";
import { wurthHeader } from "../families/connectors";

export const pinHeaderStaples: PartSeed[] = [
  wurthHeader(40, 1, 0.85),
  wurthHeader(2, 1, 0.1),
  wurthHeader(3, 1, 0.12),
  wurthHeader(4, 1, 0.15),
  wurthHeader(6, 1, 0.2),
  wurthHeader(8, 1, 0.25),
  wurthHeader(10, 2, 0.35),
  wurthHeader(20, 2, 0.6),
  wurthHeader(40, 2, 1.2),
];
