void f(int c)
{
	do {
		if (c)
			req = list_entry(c);
		else
			req = NULL;
		if (!req)
			break;
	} while (c);
}
void g(int c)
{
	if (c)
		req = list_entry(c);
	else
		req = NULL;
	if (!req)
		return;
}
void h(int c)
{
	req = list_entry(c);
	if (!req)
		return;
}
