/* A table: licensed by REUSE.toml, which cannot be read. */
const int table[] = { 1, 2, 3 };
