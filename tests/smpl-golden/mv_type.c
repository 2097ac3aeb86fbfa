struct node;

void build(int n)
{
	char *s = (char *)malloc(n);
	struct node *p = (struct node *)malloc(sizeof(*p));
	int *v = malloc(n);
}
