sect("fast") int f1(void) {
	return 1;
}

sect("slow") int f1(void) {
	return 2;
}

sect("any") int f2(void) {
	return 3;
}
