int add(int a, char *b, int (*cb)(int), unsigned int n[4])
{
	return 0;
}

int main()
{
	todo(add);
	call(1, 2, 3);
}
