struct t { int v; };
struct s { int page; int *arr; struct t *next; struct t in; };
int g(struct s *folio, struct s st, int i)
{
	int x = folio->page + foo(i, 2) + folio->arr[i] + st.page + folio->next->v + st.in.v;
	return x;
}
