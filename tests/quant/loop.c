void f(int n)
{
	char *del_list = kzalloc(10);
	while (n) {
		del_list[n].x = 1;
		memset(del_list, 0, 10);
		n--;
	}
	kfree(del_list);
}
