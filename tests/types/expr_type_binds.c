typedef struct foo foo_t;
struct s { int a; const char *b; };

int main(const struct s *p, int *q, const int *cq, foo_t *fp)
{
	struct s v;
	show(unknown);
	show(p);
	show(p->a);
	show(p->b);
	show(q);
	show(*cq);
	show(1 + 2);
	show(&v);
	show(fp);
	show(*fp);
	return 0;
}
