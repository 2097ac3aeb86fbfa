struct node {
	int v;
	struct list link;
};

void g(struct node *n, struct other *o)
{
	f(n->link);
	f(o->link);
}
