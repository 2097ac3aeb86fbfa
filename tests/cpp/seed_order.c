struct S { int x; };
struct T { int x; };
struct S zz, bb;
struct T mm;
void g(void)
{
	return;
}
