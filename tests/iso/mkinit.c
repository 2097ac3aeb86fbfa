struct foo { int a, b; };
struct foo x1 = { .a = 1, };
struct foo x2 = { .b = 2, .a = 3 };
struct bar x3 = { .a = 1, };
void f(struct foo s) {
	s.a = 4;
	struct foo w = { .a = 5, };
}
