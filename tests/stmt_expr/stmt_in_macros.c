#define Q(x) do { g(); y = ({ g(); 1; }); } while (0)
#define B(x) { if (x) { g(); } }
#define R(x) ({ g(); x; })
#define S(x) ({ if (x) { g(); }; 1; })
void f(int x)
{
	int y = ({ g(); 1; });
	g();
	Q(x);
}
