#define D() do { a(); b(); } while (0)
#define E() ({ a(); b(); 0; })
#define F() do { int z = ({ a(); b(); 0; }); } while (0)
void f(void)
{
	int q = ({ a(); b(); 0; });
	a();
	b();
}
