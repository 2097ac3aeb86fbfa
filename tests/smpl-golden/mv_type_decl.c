struct node;

void f(void)
{
	struct node *n;
	char **s;
	int k;
}
