int one(int a, int n) { return 0; }
int one(int b, int n) { return 0; }
int two(int a, int n) { return 0; }
int two(int c, int n) { return 0; }
int three(int a, int n) { return 0; }
int four(int a) { int a = 0; return 0; }
