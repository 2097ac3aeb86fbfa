struct S { int x; };
struct T { int x; };
struct S a, b;
struct T c;
void g(void)
{
	return;
}
