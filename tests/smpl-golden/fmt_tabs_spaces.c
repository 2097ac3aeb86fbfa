void tabbed(int a)
{
	legacy(a);
	if (a) {
		legacy(a);
	}
}

void spaced(int a)
{
    legacy(a);
    if (a) {
        legacy(a);
    }
}
