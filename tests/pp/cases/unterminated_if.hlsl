#ifdef NEVER
