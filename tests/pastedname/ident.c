#define B1(F) (f_##F(x))
#define B2(F) (p->f_##F)
#define B3(F) (g(f_##F))
#define B4(F) (g(F##_b))
#define C1(F) (f(x))
#define C2(F) (p->fld)
#define C3(F) (g(F))

int use(struct s *p)
{
	return f(x) + p->fld + g(w);
}
