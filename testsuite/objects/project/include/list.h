/* SPDX-License-Identifier: MIT */
#ifndef LIST_H
#define LIST_H
struct node { struct node *next; int v; };
int list_count(const struct node *n);
#endif
