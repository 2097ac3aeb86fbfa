void f1(void)
{
	if (a)
		h1(1);
	else
		k();
	while (b)
		h1(2);
	if (c)
		h1(3);
}

void f2(void)
{
	if (a)
		h2(1);
	else
		k();
	while (b)
		h2(2);
	if (c)
		h2(3);
}

void f3(void)
{
	if (a)
		h3(1);
	else
		k();
	while (b)
		h3(2);
	if (c)
		h3(3);
}

void f4(void)
{
	if (a)
		h4(1);
	else
		k();
	while (b)
		h4(2);
	if (c)
		h4(3);
}
