struct S { int x; };
struct T { int x; };
struct S a;
struct T b;
struct S *p;
struct T *q;
void g(void)
{
	return;
}
