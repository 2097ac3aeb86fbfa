int one () { b(); return 0; }

static int two () { a(); return y; }

int three () { return 1; }
