struct s { int page; int other; };
void g(struct s *a, struct s b)
{
	foo(a->page);
	bar(a->page);
	foo(b.page);
	foo(a->other + 1);
}
